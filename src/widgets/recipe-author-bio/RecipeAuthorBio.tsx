import { personLabel } from '@/content/authors';
import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import type { WidgetProps } from '../define';
import type { RecipeAuthorLoaded } from './data.server';
import type { recipeAuthorBioSchema } from './schema';
import styles from './RecipeAuthorBio.module.css';

const imageSize = 96;

/** What the bio shows: the author record's (authorId), else the old format's own fields. */
function shown(data: WidgetProps<typeof recipeAuthorBioSchema>['data'], loaded: RecipeAuthorLoaded | undefined) {
  if (data.authorId) {
    const person = loaded?.person;
    return person ? { name: personLabel(person), bio: person.bio, image: person.image, imageAlt: person.imageAlt } : null;
  }
  const name = data.authorName?.trim();
  return name ? { name, html: data.authorDescription, image: data.authorImageSrc, imageAlt: data.authorImageAlt || `Photo of ${name}` } : null;
}

/** The recipe's author: photo, name and biography. Static, no JavaScript. */
export function RecipeAuthorBio({ data, loaded }: WidgetProps<typeof recipeAuthorBioSchema, RecipeAuthorLoaded>) {
  const author = shown(data, loaded);
  if (!author) return null;
  return (
    <div className={styles.bio} data-recipe-author>
      {author.image && (
        // A fixed 96px portrait from our own paths or https: next/image would add nothing here.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.image} src={author.image} alt={author.imageAlt ?? ''} width={imageSize} height={imageSize} loading="lazy" decoding="async" />
      )}
      <div className={styles.text}>
        <p className={styles.label}>Recipe by</p>
        <p className={styles.name}>{author.name}</p>
        {author.bio && <p className={styles.description}>{author.bio}</p>}
        {author.html && <EditorHtml className={styles.description} html={author.html} />}
      </div>
    </div>
  );
}
