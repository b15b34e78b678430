import type { ArticleDocument } from '@/content/article-schema';
import { templateTraits } from '@/content/page-templates';

/**
 * The feedback control's constants and pure rules (spec: savings and engagement 2.4 "Feedback
 * control 'Was this helpful': Helpful or Not Helpful", 4.5 "Helpful feedback toggles between
 * Helpful, Not Helpful and none").
 */

export const feedbackQuestion = 'Was this helpful?';
export const feedbackVotes = ['helpful', 'not-helpful'] as const;
export type FeedbackVote = (typeof feedbackVotes)[number];
export const voteLabels: Record<FeedbackVote, string> = { helpful: 'Helpful', 'not-helpful': 'Not Helpful' };
/** The optional reason after Not Helpful, in characters (UTF-16 code units, as a textarea's maxLength counts). */
export const feedbackReasonMaxLength = 500;

/** Spec 4.5: pressing the vote already chosen returns to none; pressing the other one replaces it. */
export function nextVote(current: FeedbackVote | null, pressed: FeedbackVote): FeedbackVote | null {
  return current === pressed ? null : pressed;
}

/**
 * Whether an article shows the control: every reading article (templates with the feedback trait,
 * isArticle), calm ones included: it is a small part of the page, never a prompt or a popup.
 */
export function feedbackShown(article: Pick<ArticleDocument, 'pageTemplate' | 'isArticle'>): boolean {
  return templateTraits(article.pageTemplate).feedback && article.isArticle;
}

// C0 and C1 control characters except tab and line breaks (handled below), and DEL.
const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
// Bidirectional embeddings, overrides and isolates (text that reads one way and displays another), the line and paragraph separators, zero-width space, word joiner and BOM.
const formatting = /[\u202A-\u202E\u2066-\u2069\u2028\u2029\uFEFF\u200B\u2060]/g;
// Half of a surrogate pair without its other half: not text, and not storable as UTF-8.
const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// The same shape the analytics store redacts (src/features/analytics/server/events.server.ts).
const emailLike = /[^\s@<>()"',;:/]+@[^\s@<>()"',;:/]+\.[a-z]{2,}/gi;

/**
 * A reader's reason as we store and show it: plain text (shown as text, never as markup), in
 * NFC, line breaks as \n (at most one empty line in a row), tabs as spaces, control and invisible
 * formatting characters removed, broken surrogates replaced, email addresses replaced by [email]
 * (the form asks for no personal details, and a reason is read by staff), trimmed.
 */
export function sanitizeReason(raw: string): string {
  return raw
    .replace(loneSurrogates, '\uFFFD')
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(controls, '')
    .replace(formatting, '')
    .replace(emailLike, '[email]')
    .replace(/[ ]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
