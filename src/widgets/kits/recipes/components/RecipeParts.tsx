import type { ReactNode } from 'react';
import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { JsonLd } from '@/lib/json-ld';
import { proxiedImageSrc } from '@/lib/proxied-image';
import type { SiteId } from '@/sites';
import { cookTimeText, servingsText, timeText } from '../format';
import { recipeJsonLd, type RecipeLdInput } from '../json-ld';
import type { RecipePageData } from '../page-data';
import { recipeStorageKey } from '../storage';
import { ConsentPixel } from '@/features/pixels/leaves';
import { PrintRecipe, RecipeChecks, TrackView } from './leaves';
import styles from './Recipe.module.css';

/**
 * The parts recipe v1 and v2 share: the facts line, the checkable lists, tips, the sponsor line
 * and the JSON-LD. Server components; the interactive bits are the leaves in ./leaves.
 */

export interface Tip {
  title?: string;
  description?: string;
}

/** Id base of one recipe on the page: unique per article (infinite scroll) and body position. */
export function recipeIdBase(page: number, index: number): string {
  return `recipe-${page}-${index}`;
}

export function RecipeFacts({ prepTime, cookTime, totalTime, servings }: { prepTime?: string; cookTime?: string; totalTime?: string; servings?: string }) {
  const prep = timeText(prepTime);
  const total = timeText(totalTime);
  const makes = servingsText(servings);
  return (
    <dl className={styles.facts}>
      {prep && (
        <div className={styles.fact}>
          <dt>Prep time</dt>
          <dd>{prep}</dd>
        </div>
      )}
      <div className={styles.fact}>
        <dt>Cook time</dt>
        <dd>{cookTimeText(cookTime)}</dd>
      </div>
      {total && (
        <div className={styles.fact}>
          <dt>Total time</dt>
          <dd>{total}</dd>
        </div>
      )}
      {makes && (
        <div className={styles.fact}>
          <dt>Servings</dt>
          <dd>{makes}</dd>
        </div>
      )}
    </dl>
  );
}

export function RecipeImage({ src, alt }: { src?: string; alt?: string }) {
  if (!src) return null;
  return (
    // Shown at most 700px wide; the 2.1x rule picks the optimizer width (src/lib/proxied-image.ts).
    // eslint-disable-next-line @next/next/no-img-element
    <img className={styles.image} src={proxiedImageSrc(src, 700)} alt={alt ?? ''} width={700} height={467} loading="lazy" decoding="async" />
  );
}

export function TipBox({ tip, location, position, fallbackTitle = 'Tip' }: { tip?: Tip; location: string; position?: number; fallbackTitle?: string }) {
  if (!tip || (!tip.title && !tip.description)) return null;
  const title = tip.title || fallbackTitle;
  return (
    <TrackView
      className={styles.tip}
      payload={{ elementType: 'recipe-tip', location, name: title.slice(0, 300), ...(position !== undefined ? { position } : {}) }}
    >
      <p className={styles.tipTitle}>{title}</p>
      {tip.description && <EditorHtml className={styles.tipText} html={tip.description} />}
    </TrackView>
  );
}

interface CheckItem {
  text: string;
  link?: string;
  after?: ReactNode;
  id?: string;
}

export function CheckList({
  site,
  canonicalPath,
  kind,
  idBase,
  items,
  ordered,
}: {
  site: SiteId;
  canonicalPath: string;
  kind: 'ingredients' | 'instructions';
  idBase: string;
  items: readonly CheckItem[];
  ordered?: boolean;
}) {
  if (items.length === 0) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <RecipeChecks storageKey={recipeStorageKey(site, kind, canonicalPath)}>
      <List className={ordered ? `${styles.checklist} ${styles.steps}` : styles.checklist}>
        {items.map((item, i) => {
          const boxId = `${idBase}-${kind}-${i}`;
          return (
            <li key={i} id={item.id} className={styles.item}>
              <span className={styles.check}>
                <input className={styles.box} type="checkbox" id={boxId} data-recipe-check />
                <label className={styles.label} htmlFor={boxId}>
                  {ordered && <span className={styles.stepNumber}>Step {i + 1}: </span>}
                  {item.text}
                </label>
              </span>
              {item.link && (
                <a className={styles.itemLink} href={item.link}>
                  {ordered ? 'How to do this' : 'More about this ingredient'}
                  <span className="visually-hidden">: {item.text}</span>
                </a>
              )}
              {item.after}
            </li>
          );
        })}
      </List>
    </RecipeChecks>
  );
}

export function PrintButton({ targetId }: { targetId: string }) {
  return <PrintRecipe targetId={targetId} className={styles.print} />;
}

export interface Sponsorship {
  isSponsored: boolean;
  sponsorUrl?: string;
  sponsorTracker?: string;
  sponsorLogo?: string;
  sponsorName?: string;
}

/** "Sponsored by" with the sponsor's logo, linked rel="sponsored noopener"; the tracker pixel only where allowed and consented. */
export function SponsorLine({ sponsorship, pageData }: { sponsorship?: Sponsorship; pageData?: RecipePageData }) {
  if (!sponsorship?.isSponsored) return null;
  const name = sponsorship.sponsorName || 'the sponsor';
  const mark = sponsorship.sponsorLogo ? (
    // A small logo from our paths or https; the sponsor's own file, shown as it is.
    // eslint-disable-next-line @next/next/no-img-element
    <img className={styles.sponsorLogo} src={sponsorship.sponsorLogo} alt={name} width={120} height={40} loading="lazy" decoding="async" />
  ) : (
    <span>{name}</span>
  );
  return (
    <div className={styles.sponsor} data-recipe-sponsor>
      {sponsorship.sponsorUrl ? (
        <a className={styles.sponsorLink} href={sponsorship.sponsorUrl} rel="sponsored noopener" target="_blank">
          <span>Sponsored by</span> {mark}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        <p className={styles.sponsorLink}>
          <span>Sponsored by</span> {mark}
        </p>
      )}
      {sponsorship.sponsorTracker && pageData?.pixelAllowed && <ConsentPixel src={sponsorship.sponsorTracker} />}
    </div>
  );
}

function absolute(origin: string | undefined, src: string | undefined): string | undefined {
  if (!src) return undefined;
  if (/^https:\/\//.test(src)) return src;
  return origin ? `${origin}${src}` : undefined;
}

export function RecipeJsonLd({ input, imageSrc, pageData, canonicalPath, idBase }: { input: Omit<RecipeLdInput, 'image' | 'stepUrlPrefix'>; imageSrc?: string; pageData?: RecipePageData; canonicalPath: string; idBase: string }) {
  const origin = pageData?.origin;
  const data = recipeJsonLd({
    ...input,
    image: absolute(origin, imageSrc),
    nutrition: input.nutrition ?? pageData?.nutrition,
    author: input.author ?? pageData?.author,
    ...(origin ? { stepUrlPrefix: `${origin}${canonicalPath}#${idBase}-step-` } : {}),
  });
  return <JsonLd data={data} />;
}

export { styles as recipeStyles };
