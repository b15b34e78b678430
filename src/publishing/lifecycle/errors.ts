import type { ContentIssue } from '../validate';

/**
 * A refusal the newsroom and the content API show as it is: the status, a code, a sentence and
 * the issues by field path (so the editor can put each reason beside its field).
 */
export class LifecycleError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 422,
    readonly code: string,
    message: string,
    readonly issues: ContentIssue[] = [],
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'LifecycleError';
  }
}

export const notFound = () => new LifecycleError(404, 'not_found', 'There is no such document.');
