import type { ReactNode } from 'react';
import type { SiteId } from '@/sites';
import type { RecipeLdInput } from '../json-ld';
import type { RecipePageData } from '../page-data';
import { CheckList, PrintButton, RecipeImage, RecipeJsonLd, TipBox, type Tip } from './RecipeParts';
import styles from './Recipe.module.css';

/**
 * The sections recipe v1 and v2 lay out alike: the frame with its title, print button, image and
 * JSON-LD, and the ingredient and step checklists under their headings.
 */

/** Where a recipe's checklists sit: their ticks are stored per site, page and list. */
export interface RecipePlace {
  site: SiteId;
  canonicalPath: string;
  idBase: string;
}

export interface RecipeStep {
  text: string;
  url?: string;
  tip?: Tip;
}

/**
 * The recipe's section (its id is what "Print recipe" prints): title, print button and image
 * above the widget's own parts, and the Recipe JSON-LD after them, named by the title.
 */
export function RecipeFrame({
  format,
  className,
  place,
  pageData,
  title,
  imageUrl,
  imageAlt,
  ld,
  children,
}: {
  /** The widget's format, marked on the section (data-recipe). */
  format: string;
  className?: string;
  place: RecipePlace;
  pageData?: RecipePageData;
  title: string;
  imageUrl?: string;
  imageAlt?: string;
  ld: Omit<RecipeLdInput, 'name' | 'image' | 'stepUrlPrefix'>;
  children: ReactNode;
}) {
  const { idBase } = place;
  return (
    <section className={`${styles.recipe} ${className}`} id={idBase} data-recipe={format}>
      <div className={styles.header}>
        <h2 className={styles.title} id={`${idBase}-title`}>
          {title}
        </h2>
        <PrintButton targetId={idBase} />
      </div>
      <RecipeImage src={imageUrl} alt={imageAlt} />
      {children}
      <RecipeJsonLd idBase={idBase} canonicalPath={place.canonicalPath} pageData={pageData} imageSrc={imageUrl} input={{ name: title, ...ld }} />
    </section>
  );
}

export function IngredientsSection({ place, items }: { place: RecipePlace; items: readonly { text: string; link?: string }[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3 className={styles.sectionTitle}>Ingredients</h3>
      <CheckList site={place.site} canonicalPath={place.canonicalPath} kind="ingredients" idBase={place.idBase} items={items} />
    </>
  );
}

/** The numbered steps, each anchored for the JSON-LD's step URLs; with `tipLocation`, each step's own tip follows it. */
export function InstructionsSection({ place, steps, tipLocation }: { place: RecipePlace; steps: readonly RecipeStep[]; tipLocation?: string }) {
  if (steps.length === 0) return null;
  return (
    <>
      <h3 className={styles.sectionTitle}>Instructions</h3>
      <CheckList
        site={place.site}
        canonicalPath={place.canonicalPath}
        kind="instructions"
        idBase={place.idBase}
        ordered
        items={steps.map((step, i) => ({
          text: step.text,
          link: step.url,
          id: `${place.idBase}-step-${i + 1}`,
          ...(tipLocation ? { after: <TipBox tip={step.tip} location={tipLocation} position={i + 1} /> } : {}),
        }))}
      />
    </>
  );
}

/** The two lists as the JSON-LD takes them. */
export function recipeLdLists(ingredients: readonly { text: string }[], steps: readonly RecipeStep[]): Pick<RecipeLdInput, 'ingredients' | 'instructions'> {
  return { ingredients: ingredients.map((item) => item.text), instructions: steps.map((step) => ({ text: step.text, url: step.url })) };
}
