import 'server-only';

const maxFormBytes = 4096;

async function formFields(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) return new URLSearchParams();
  const text = await request.text().catch(() => '');
  if (text.length > maxFormBytes) return new URLSearchParams();
  if (type.startsWith('multipart/form-data')) return new URLSearchParams();
  return new URLSearchParams(text);
}

/** The link token from the form body, else from the query (the List-Unsubscribe URL carries it there). */
export async function tokenFrom(request: Request): Promise<string | null> {
  const token = (await formFields(request)).get('token') ?? new URL(request.url).searchParams.get('token');
  return token && token.length <= 1000 ? token : null;
}

/** RFC 8058: the mail client posts List-Unsubscribe=One-Click. */
export async function isOneClick(request: Request): Promise<boolean> {
  return (await formFields(request)).get('List-Unsubscribe') === 'One-Click';
}
