import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { RecipeFacts, SponsorLine, TipBox, recipeIdBase, recipeStyles as styles } from '@/widgets/kits/recipes/components/RecipeParts';
import { IngredientsSection, InstructionsSection, RecipeFrame, recipeLdLists } from '@/widgets/kits/recipes/components/RecipeSections';
import { textOf } from '@/widgets/kits/recipes/json-ld';
import type { RecipePageData } from '@/widgets/kits/recipes/page-data';
import type { WidgetProps } from '../define';
import type { recipeSchema } from './schema';
import local from './Recipe.module.css';

export function Recipe({ data, context, loaded }: WidgetProps<typeof recipeSchema, RecipePageData>) {
  const { generalInfo: info, recipeIngredients, recipeInstructions, recipeTip, sponsorship } = data;
  const place = { site: context.site, canonicalPath: context.canonicalPath, idBase: recipeIdBase(context.page, context.index) };
  return (
    <RecipeFrame
      format="recipe"
      className={local.recipe}
      place={place}
      pageData={loaded}
      title={info.recipeTitle}
      imageUrl={data.imageUrl}
      imageAlt={data.imageAlt}
      ld={{
        description: textOf(info.recipeDescription),
        prepTime: info.recipePrepTime,
        cookTime: info.recipeCookTime,
        servings: info.recipeServings,
        cuisine: info.recipeCuisine,
        category: info.recipeCategory,
        ...recipeLdLists(recipeIngredients, recipeInstructions),
      }}
    >
      {info.recipeDescription && <EditorHtml className={styles.description} html={info.recipeDescription} />}
      <RecipeFacts prepTime={info.recipePrepTime} cookTime={info.recipeCookTime} servings={info.recipeServings} />
      {(info.recipeCuisine || info.recipeCategory) && (
        <p className={local.tags}>{[info.recipeCuisine, info.recipeCategory].filter(Boolean).join(' · ')}</p>
      )}
      <IngredientsSection place={place} items={recipeIngredients} />
      <InstructionsSection place={place} steps={recipeInstructions} tipLocation="recipe" />
      <TipBox tip={recipeTip} location="recipe" />
      <SponsorLine sponsorship={sponsorship} pageData={loaded} />
    </RecipeFrame>
  );
}
