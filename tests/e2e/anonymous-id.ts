import { createHmac, randomBytes } from 'node:crypto';
import { openE2eDb } from './db';

/**
 * The server's signature of an anonymous id (decision 013), made as
 * `src/features/analytics/server/anonymous-id.server.ts` makes it, with the key derived from the
 * browser-test server's generated secret in `app_secrets` (created here when the server has not
 * made it yet; the server reads the row back, so both use the same). For tests that give a reader a
 * chosen id: an id without it is replaced by the server's first `/v2/t` answer.
 */
export function anonymousIdSignature(id: string): string {
  const db = openE2eDb();
  try {
    db.prepare(`insert into app_secrets (name, value, created_at) values ('newsletter', ?, ?) on conflict (name) do nothing`).run(
      randomBytes(32).toString('base64url'),
      new Date().toISOString(),
    );
    const { value } = db.prepare(`select value from app_secrets where name = 'newsletter'`).get() as { value: string };
    const key = createHmac('sha256', value).update('wellread:anonymous-id').digest('base64url');
    return createHmac('sha256', key).update(id).digest('base64url');
  } finally {
    db.close();
  }
}

/**
 * The two cookies a reader with this (signed) id has, for `context.addCookies`, on the host of `url`
 * with `Path=/` as the server sets them. (Given a `url`, Playwright scopes a cookie to the URL's
 * directory: on an article's URL the page would see the id while `/api/…` got no cookie.)
 */
export function signedAnonymousIdCookies(id: string, url: string): { name: string; value: string; domain: string; path: string }[] {
  const domain = new URL(url).hostname;
  return [
    { name: 'hl_anonymous_id', value: id, domain, path: '/' },
    { name: 'hl_anonymous_sig', value: anonymousIdSignature(id), domain, path: '/' },
  ];
}
