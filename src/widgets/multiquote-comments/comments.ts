import type { Comment } from './schema';

/** Spec (article blocks 9): top comments show at most 3. */
export const topCommentsCount = 3;

export interface ShownComment {
  text: string;
  attribution: string;
}

/** Spec: the edited comment is preferred when non-empty. A comment with no text at all is left out. */
export function commentText(comment: Comment): string {
  return comment.editedComment || comment.comment || '';
}

/** "Age 45 · Type 2 diabetes", or whichever part is there, or "Reader". */
export function attribution(comment: Comment): string {
  const age = comment.age === undefined || comment.age === '' ? '' : `Age ${comment.age}`;
  return [age, comment.primaryHealthConcern].filter(Boolean).join(' · ') || 'Reader';
}

export function shownComments(comments: readonly Comment[]): ShownComment[] {
  return comments.flatMap((c) => {
    const text = commentText(c);
    return text ? [{ text, attribution: attribution(c) }] : [];
  });
}

/** The in-page anchor of the full list: "comments" on the first article, "page{n}-comments" on later ones (infinite scroll). */
export function commentsAnchorId(page: number): string {
  return page === 1 ? 'comments' : `page${page}-comments`;
}
