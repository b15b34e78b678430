import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import type { WidgetProps } from '../define';
import type { recipeAuthorBioSchema } from './schema';
import styles from './RecipeAuthorBio.module.css';

const imageSize = 96;

/** The recipe's author: photo, name and biography. Static, no JavaScript. */
export function RecipeAuthorBio({ data }: WidgetProps<typeof recipeAuthorBioSchema>) {
  const { authorName, authorDescription, authorImageSrc } = data;
  if (!authorName) return null;
  return (
    <div className={styles.bio} data-recipe-author>
      {authorImageSrc && (
        // A fixed 96px portrait from our own paths or https: next/image would add nothing here.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          className={styles.image}
          src={authorImageSrc}
          alt={data.authorImageAlt || `Photo of ${authorName}`}
          width={imageSize}
          height={imageSize}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.text}>
        <p className={styles.label}>Recipe by</p>
        <p className={styles.name}>{authorName}</p>
        {authorDescription && <EditorHtml className={styles.description} html={authorDescription} />}
      </div>
    </div>
  );
}
