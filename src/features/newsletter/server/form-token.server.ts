import 'server-only';

const maxFormBytes = 4096;

async function formFields(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams();
  const text = await request.text().catch(() => '');
  if (text.length > maxFormBytes) return new URLSearchParams();
  return new URLSearchParams(text);
}

/**
 * What a confirm or unsubscribe POST carries, read once: the link token from the form body, else
 * from the query (the List-Unsubscribe URL carries it there), and whether it is an RFC 8058
 * one-click request (the mail client posts List-Unsubscribe=One-Click).
 */
export async function readLinkPost(request: Request): Promise<{ token: string | null; oneClick: boolean }> {
  const form = await formFields(request);
  const token = form.get('token') ?? new URL(request.url).searchParams.get('token');
  return { token: token && token.length <= 1000 ? token : null, oneClick: form.get('List-Unsubscribe') === 'One-Click' };
}

/** Sends the browser back to the link's page (confirm or unsubscribe) with the outcome. */
export function backToLinkPage(request: Request, pagePath: string, token: string | null, result: string): Response {
  const target = new URL(pagePath, request.url);
  if (token) target.searchParams.set('token', token);
  target.searchParams.set('result', result);
  return new Response(null, { status: 303, headers: { location: `${target.pathname}${target.search}` } });
}
