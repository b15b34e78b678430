import type { MailMessage } from '@/features/mail/mail.server';
import { escapeHtml, footerHtml, footerText, unsubscribeHeaders, type StandingLinks } from './mail-parts';

export interface ConfirmationMailInput extends StandingLinks {
  to: string;
  siteName: string;
  listNames: string[];
  confirmUrl: string;
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
    ...footerText(input),
  ].join('\n');
  const html = [
    `<p>Please confirm that you want to receive ${escapeHtml(lists)} from ${escapeHtml(input.siteName)}.</p>`,
    `<p><a href="${escapeHtml(input.confirmUrl)}">Confirm your subscription</a></p>`,
    '<p>The link works for 7 days. If you did not ask for this, ignore this email and you will not be subscribed.</p>',
    footerHtml(input),
  ].join('\n');
  return { to: input.to, subject, text, html, headers: unsubscribeHeaders(input) };
}
