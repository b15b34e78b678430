import type { WidgetProps } from '../define';
import { commentsAnchorId, shownComments, topCommentsCount, type ShownComment } from './comments';
import type { multiquoteCommentsSchema } from './schema';
import styles from './MultiquoteComments.module.css';

const defaultHeader = 'Top comments';

function CommentItem({ comment }: { comment: ShownComment }) {
  return (
    <li className={styles.comment}>
      <figure className={styles.figure}>
        <blockquote className={styles.quote}>
          {comment.text.split(/\n+/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </blockquote>
        <figcaption className={styles.attribution}>{comment.attribution}</figcaption>
      </figure>
    </li>
  );
}

export function MultiquoteComments({ data, context }: WidgetProps<typeof multiquoteCommentsSchema>) {
  const comments = shownComments(data.comments);
  if (comments.length === 0) return null;
  const top = comments.slice(0, topCommentsCount);
  const more = comments.slice(topCommentsCount);
  const anchor = commentsAnchorId(context.page);

  return (
    <div className={styles.topComments}>
      <h2 className={styles.header}>
        {data.header || defaultHeader}
      </h2>
      <ul className={styles.list}>
        {top.map((comment, index) => (
          <CommentItem key={index} comment={comment} />
        ))}
      </ul>
      {more.length > 0 && (
        <>
          <p className={styles.more}>
            <a href={`#${anchor}`} className={styles.moreLink}>
              Read more comments
            </a>
          </p>
          <div id={anchor} className={styles.allComments}>
            <h3 className={styles.allHeader}>
              More reader comments
            </h3>
            <ul className={styles.list}>
              {more.map((comment, index) => (
                <CommentItem key={index} comment={comment} />
              ))}
            </ul>
          </div>
        </>
      )}
    </div>
  );
}
