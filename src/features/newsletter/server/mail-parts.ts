/** What every newsletter mail carries at its foot: a visible unsubscribe link, a delete-my-data link and the one-click headers. */
export interface StandingLinks {
  /** Page with an unsubscribe button (the visible link). */
  unsubscribeUrl: string;
  /** RFC 8058 one-click endpoint (the List-Unsubscribe header). */
  oneClickUrl: string;
  /** Page with a button that deletes the reader's newsletter data (docs/privacy.md). */
  deleteUrl: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function footerText(links: StandingLinks): string[] {
  return [`Unsubscribe: ${links.unsubscribeUrl}`, `Delete my data: ${links.deleteUrl}`];
}

export function footerHtml(links: StandingLinks): string {
  return `<p><a href="${escapeHtml(links.unsubscribeUrl)}">Unsubscribe</a> · <a href="${escapeHtml(links.deleteUrl)}">Delete my data</a></p>`;
}

export function unsubscribeHeaders(links: StandingLinks): Record<string, string> {
  return { 'List-Unsubscribe': `<${links.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
