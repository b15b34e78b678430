import 'server-only';
import { readFormBody } from '@/lib/api';

/** The forms carry a token (at most 1000 characters) and the one-click field; the body is read no further than this. */
const maxFormBytes = 4096;

/**
 * What a confirm or unsubscribe POST carries, read once: the link token from the form body, else
 * from the query (the List-Unsubscribe URL carries it there), and whether it is an RFC 8058
 * one-click request (the mail client posts List-Unsubscribe=One-Click).
 */
export async function readLinkPost(request: Request): Promise<{ ok: true; token: string | null; oneClick: boolean } | { ok: false; response: Response }> {
  const read = await readFormBody(request, maxFormBytes);
  if (!read.ok && read.response.status === 413) return { ok: false, response: read.response };
  const form = read.ok ? read.form : new URLSearchParams();
  const token = form.get('token') ?? new URL(request.url).searchParams.get('token');
  return { ok: true, token: token && token.length <= 1000 ? token : null, oneClick: form.get('List-Unsubscribe') === 'One-Click' };
}

/** Sends the browser back to the link's page (confirm or unsubscribe) with the outcome. */
export function backToLinkPage(request: Request, pagePath: string, token: string | null, result: string): Response {
  const target = new URL(pagePath, request.url);
  if (token) target.searchParams.set('token', token);
  target.searchParams.set('result', result);
  return new Response(null, { status: 303, headers: { location: `${target.pathname}${target.search}` } });
}
