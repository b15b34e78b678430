import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { CheckList, PrintButton, RecipeFacts, RecipeImage, RecipeJsonLd, SponsorLine, TipBox, recipeIdBase, recipeStyles as styles } from '@/widgets/kits/recipes/components/RecipeParts';
import { textOf } from '@/widgets/kits/recipes/json-ld';
import type { RecipePageData } from '@/widgets/kits/recipes/page-data';
import type { WidgetProps } from '../define';
import type { recipeSchema } from './schema';
import local from './Recipe.module.css';

export function Recipe({ data, context, loaded }: WidgetProps<typeof recipeSchema, RecipePageData>) {
  const { generalInfo: info, recipeIngredients, recipeInstructions, recipeTip, sponsorship } = data;
  const pageData = loaded;
  const idBase = recipeIdBase(context.page, context.index);
  const titleId = `${idBase}-title`;
  return (
    <section className={`${styles.recipe} ${local.recipe}`} id={idBase} data-recipe="recipe">
      <div className={styles.header}>
        <h2 className={styles.title} id={titleId}>
          {info.recipeTitle}
        </h2>
        <PrintButton targetId={idBase} />
      </div>
      <RecipeImage src={data.imageUrl} alt={data.imageAlt} />
      {info.recipeDescription && <EditorHtml className={styles.description} html={info.recipeDescription} />}
      <RecipeFacts prepTime={info.recipePrepTime} cookTime={info.recipeCookTime} servings={info.recipeServings} />
      {(info.recipeCuisine || info.recipeCategory) && (
        <p className={local.tags}>{[info.recipeCuisine, info.recipeCategory].filter(Boolean).join(' · ')}</p>
      )}
      {recipeIngredients.length > 0 && (
        <>
          <h3 className={styles.sectionTitle}>Ingredients</h3>
          <CheckList site={context.site} canonicalPath={context.canonicalPath} kind="ingredients" idBase={idBase} items={recipeIngredients} />
        </>
      )}
      {recipeInstructions.length > 0 && (
        <>
          <h3 className={styles.sectionTitle}>Instructions</h3>
          <CheckList
            site={context.site}
            canonicalPath={context.canonicalPath}
            kind="instructions"
            idBase={idBase}
            ordered
            items={recipeInstructions.map((step, i) => ({
              text: step.text,
              link: step.url,
              id: `${idBase}-step-${i + 1}`,
              after: <TipBox tip={step.tip} location="recipe" position={i + 1} />,
            }))}
          />
        </>
      )}
      <TipBox tip={recipeTip} location="recipe" />
      <SponsorLine sponsorship={sponsorship} pageData={pageData} />
      <RecipeJsonLd
        idBase={idBase}
        canonicalPath={context.canonicalPath}
        pageData={pageData}
        imageSrc={data.imageUrl}
        input={{
          name: info.recipeTitle,
          description: textOf(info.recipeDescription),
          prepTime: info.recipePrepTime,
          cookTime: info.recipeCookTime,
          servings: info.recipeServings,
          cuisine: info.recipeCuisine,
          category: info.recipeCategory,
          ingredients: recipeIngredients.map((item) => item.text),
          instructions: recipeInstructions.map((step) => ({ text: step.text, url: step.url })),
        }}
      />
    </section>
  );
}
