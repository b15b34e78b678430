import { RecipeFacts, TipBox, recipeIdBase, recipeStyles as styles } from '@/widgets/kits/recipes/components/RecipeParts';
import { IngredientsSection, InstructionsSection, RecipeFrame, recipeLdLists } from '@/widgets/kits/recipes/components/RecipeSections';
import { nutrientRows, type Nutrients } from '@/widgets/kits/recipes/nutrition';
import type { RecipePageData } from '@/widgets/kits/recipes/page-data';
import type { WidgetProps } from '../define';
import type { recipeV2Schema } from './schema';
import local from './RecipeV2.module.css';

export function RecipeV2({ data, context, loaded }: WidgetProps<typeof recipeV2Schema, RecipePageData>) {
  const { title, cookingTimes, nutritionFacts, ingredients, instructions } = data;
  const place = { site: context.site, canonicalPath: context.canonicalPath, idBase: recipeIdBase(context.page, context.index) };
  const servings = nutritionFacts.servingsCount === undefined ? undefined : String(nutritionFacts.servingsCount);
  const ownNutrients: Nutrients = {};
  for (const row of nutrientRows) if (nutritionFacts[row.key] !== undefined) ownNutrients[row.key] = nutritionFacts[row.key];
  return (
    <RecipeFrame
      format="recipe-v2"
      className={local.recipe}
      place={place}
      pageData={loaded}
      title={title}
      imageUrl={data.imageUrl}
      imageAlt={data.imageAlt}
      ld={{
        prepTime: cookingTimes.prepTime,
        cookTime: cookingTimes.cookTime,
        totalTime: cookingTimes.totalTime,
        servings,
        ...recipeLdLists(ingredients, instructions),
        ...(Object.keys(ownNutrients).length > 0 ? { nutrition: ownNutrients } : {}),
      }}
    >
      <RecipeFacts prepTime={cookingTimes.prepTime} cookTime={cookingTimes.cookTime} totalTime={cookingTimes.totalTime} servings={servings} />
      <IngredientsSection place={place} items={ingredients} />
      {data.substitutionUrl && (
        <p className={styles.substitution}>
          <a href={data.substitutionUrl}>Ingredient swaps and substitutions</a>
        </p>
      )}
      <TipBox tip={data.postIngredientsTip} location="recipe-v2 ingredients" />
      <InstructionsSection place={place} steps={instructions} />
      <TipBox tip={data.postInstructionsTip} location="recipe-v2 instructions" />
    </RecipeFrame>
  );
}
