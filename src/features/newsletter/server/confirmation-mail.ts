import type { MailMessage } from '@/features/mail/mail.server';

export interface ConfirmationMailInput {
  to: string;
  siteName: string;
  listNames: string[];
  confirmUrl: string;
  /** Page with an unsubscribe button (the visible link). */
  unsubscribeUrl: string;
  /** RFC 8058 one-click endpoint (the List-Unsubscribe header). */
  oneClickUrl: string;
  /** Page with a button that deletes the reader's newsletter data (docs/privacy.md). */
  deleteUrl: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The double opt-in mail. Like every newsletter mail it carries a visible unsubscribe link, a delete-my-data link and the one-click headers. */
export function confirmationMail(input: ConfirmationMailInput): MailMessage {
  const lists = input.listNames.join(', ');
  const subject = `Confirm your ${input.siteName} newsletter subscription`;
  const text = [
    `Please confirm that you want to receive ${lists} from ${input.siteName}.`,
    '',
    `Confirm your subscription: ${input.confirmUrl}`,
    '',
    'The link works for 7 days. If you did not ask for this, ignore this email and you will not be subscribed.',
    '',
    `Unsubscribe: ${input.unsubscribeUrl}`,
    `Delete my data: ${input.deleteUrl}`,
  ].join('\n');
  const html = [
    `<p>Please confirm that you want to receive ${escapeHtml(lists)} from ${escapeHtml(input.siteName)}.</p>`,
    `<p><a href="${escapeHtml(input.confirmUrl)}">Confirm your subscription</a></p>`,
    '<p>The link works for 7 days. If you did not ask for this, ignore this email and you will not be subscribed.</p>',
    `<p><a href="${escapeHtml(input.unsubscribeUrl)}">Unsubscribe</a> · <a href="${escapeHtml(input.deleteUrl)}">Delete my data</a></p>`,
  ].join('\n');
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${input.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
