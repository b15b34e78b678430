import { createHmac } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import type { APIRequestContext } from '@playwright/test';
import { openE2eDb, type Param } from './db';

/** Clears newsletter state so each test starts from zero (rate-limit counters included). */
export function resetNewsletterTables(): void {
  const db = openE2eDb();
  for (const table of ['rate_limits', 'newsletter_subscribers', 'mail_outbox', 'bot_check_replays']) db.prepare(`delete from ${table}`).run();
  db.close();
}

export function query<T>(sqlText: string, ...params: Param[]): T[] {
  const db = openE2eDb();
  try {
    return db.prepare(sqlText).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Solves the server's ALTCHA challenge as a browser would, returning the token for `recaptcha`. */
export async function solvedToken(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/newsletter/challenge')).json()) as { algorithm: string; challenge: string; salt: string; signature: string; maxnumber: number };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  return Buffer.from(JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution!.number, salt: challenge.salt, signature: challenge.signature })).toString('base64');
}

/** Signs a link token with the server's key (read from its database), for states a mail cannot produce, such as an expired link. */
export function signWithServerKey(payload: Record<string, unknown>): string {
  const [row] = query<{ value: string }>(`select value from app_secrets where name = 'newsletter'`);
  const key = createHmac('sha256', row!.value).update('wellread:tokens').digest('base64url');
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${createHmac('sha256', key).update(data).digest('base64url')}`;
}

export function activation(email: string, token: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    lists: ['wellness-wire'],
    consent: { newsletterConsent: 'YV1', explicitConsent: 'YV1' },
    path: '/',
    recaptcha: token,
    ...overrides,
  };
}
