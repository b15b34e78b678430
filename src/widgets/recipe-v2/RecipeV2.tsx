import { CheckList, PrintButton, RecipeFacts, RecipeImage, RecipeJsonLd, TipBox, recipeIdBase, recipeStyles as styles } from '@/widgets/kits/recipes/components/RecipeParts';
import { nutrientRows, type Nutrients } from '@/widgets/kits/recipes/nutrition';
import type { RecipePageData } from '@/widgets/kits/recipes/page-data';
import type { WidgetProps } from '../define';
import type { recipeV2Schema } from './schema';
import local from './RecipeV2.module.css';

export function RecipeV2({ data, context, loaded }: WidgetProps<typeof recipeV2Schema, RecipePageData>) {
  const { title, cookingTimes, nutritionFacts, ingredients, instructions } = data;
  const pageData = loaded;
  const idBase = recipeIdBase(context.page, context.index);
  const titleId = `${idBase}-title`;
  const servings = nutritionFacts.servingsCount === undefined ? undefined : String(nutritionFacts.servingsCount);
  const ownNutrients: Nutrients = {};
  for (const row of nutrientRows) if (nutritionFacts[row.key] !== undefined) ownNutrients[row.key] = nutritionFacts[row.key];
  return (
    <section className={`${styles.recipe} ${local.recipe}`} id={idBase} data-recipe="recipe-v2">
      <div className={styles.header}>
        <h2 className={styles.title} id={titleId}>
          {title}
        </h2>
        <PrintButton targetId={idBase} />
      </div>
      <RecipeImage src={data.imageUrl} alt={data.imageAlt} />
      <RecipeFacts prepTime={cookingTimes.prepTime} cookTime={cookingTimes.cookTime} totalTime={cookingTimes.totalTime} servings={servings} />
      {ingredients.length > 0 && (
        <>
          <h3 className={styles.sectionTitle}>Ingredients</h3>
          <CheckList site={context.site} canonicalPath={context.canonicalPath} kind="ingredients" idBase={idBase} items={ingredients} />
        </>
      )}
      {data.substitutionUrl && (
        <p className={styles.substitution}>
          <a href={data.substitutionUrl}>Ingredient swaps and substitutions</a>
        </p>
      )}
      <TipBox tip={data.postIngredientsTip} location="recipe-v2 ingredients" />
      {instructions.length > 0 && (
        <>
          <h3 className={styles.sectionTitle}>Instructions</h3>
          <CheckList
            site={context.site}
            canonicalPath={context.canonicalPath}
            kind="instructions"
            idBase={idBase}
            ordered
            items={instructions.map((step, i) => ({ text: step.text, link: step.url, id: `${idBase}-step-${i + 1}` }))}
          />
        </>
      )}
      <TipBox tip={data.postInstructionsTip} location="recipe-v2 instructions" />
      <RecipeJsonLd
        idBase={idBase}
        canonicalPath={context.canonicalPath}
        pageData={pageData}
        imageSrc={data.imageUrl}
        input={{
          name: title,
          prepTime: cookingTimes.prepTime,
          cookTime: cookingTimes.cookTime,
          totalTime: cookingTimes.totalTime,
          servings,
          ingredients: ingredients.map((item) => item.text),
          instructions: instructions.map((step) => ({ text: step.text, url: step.url })),
          ...(Object.keys(ownNutrients).length > 0 ? { nutrition: ownNutrients } : {}),
        }}
      />
    </section>
  );
}
