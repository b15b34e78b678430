import type { MailMessage } from '@/features/mail/mail.server';
import type { NewsletterList } from '@/sites';
import { escapeHtml, footerHtml, footerText, unsubscribeHeaders, type StandingLinks } from './mail-parts';

export interface WelcomeMailInput extends StandingLinks {
  to: string;
  siteName: string;
  /** The lists the reader confirmed (at least one). */
  lists: readonly NewsletterList[];
  /** The site's home page, to read something now. */
  homeUrl: string;
}

/**
 * The mail that follows a confirmed subscription: what the reader signed up for and how often,
 * somewhere to start reading, and, like every newsletter mail, the unsubscribe and delete links
 * and the one-click headers.
 */
export function welcomeMail(input: WelcomeMailInput): MailMessage {
  const names = input.lists.map((l) => l.name);
  const subject = `Welcome to ${names.join(' and ')} from ${input.siteName}`;
  const intro = `Thank you for confirming. You are subscribed to ${input.lists.length === 1 ? 'this newsletter' : 'these newsletters'} from ${input.siteName}:`;
  const line = (l: NewsletterList) => `${l.name}, ${l.frequency}: ${l.description}`;
  const text = [
    intro,
    '',
    ...input.lists.map((l) => `- ${line(l)}`),
    '',
    `The next issue comes to this address. Until then, start reading: ${input.homeUrl}`,
    '',
    'You can stop at any time with the link below.',
    ...footerText(input),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${input.lists.map((l) => `<li><strong>${escapeHtml(l.name)}</strong>, ${escapeHtml(l.frequency)}: ${escapeHtml(l.description)}</li>`).join('')}</ul>`,
    `<p>The next issue comes to this address. Until then, <a href="${escapeHtml(input.homeUrl)}">start reading on ${escapeHtml(input.siteName)}</a>.</p>`,
    '<p>You can stop at any time with the link below.</p>',
    footerHtml(input),
  ].join('\n');
  return { to: input.to, subject, text, html, headers: unsubscribeHeaders(input) };
}
