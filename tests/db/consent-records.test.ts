import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/schema';
import { allGroups, parseChoice, serializeChoice, withNecessary } from '@/features/consent/model';
import { recordBodyFor, type ChoiceKind } from '@/features/consent/record';
import { consentRecordSchema } from '@/features/consent/record-schema';
import { bannerChoiceCookies, returnPath } from '@/features/consent/server/choice.server';
import { consentHistory, latestConsentRecord, storeConsentRecord } from '@/features/consent/server/records.server';
import { validateConsentCookie } from '@/features/consent/server/validate.server';
import { surveyAnswerSchema } from '@/features/survey/schema';
import { storeSurveyAnswer } from '@/features/survey/server/responses.server';
import { openTestDb } from './test-db';

let db: Kysely<Database>;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
});
afterAll(async () => close());

const id = '3b241101-e2bb-4255-8caf-4136c566a962';
const other = '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const t0 = new Date('2026-11-21T10:00:00.000Z');
const t1 = new Date('2026-11-21T10:05:00.000Z');
const body = (consentId: string, groups: ReturnType<typeof allGroups>, kind: ChoiceKind) => consentRecordSchema.parse(recordBodyFor(consentId, groups, kind));

describe('consent records', () => {
  it('appends every choice with time, version, site, regime and GPC, and answers the latest', async () => {
    const first = await storeConsentRecord(db, body(id, allGroups(true), 'accept-all'), { site: 'healthline', regime: 'gdpr', gpc: false, now: t0 });
    expect(first).toMatchObject({ consentId: id, site: 'healthline', version: 1, regime: 'gdpr', gpc: false, createdAt: t0.toISOString() });
    expect(first.data).toMatchObject({ setAll: true, publisherCustomConsents: { C0004: true } });
    expect(first.data).not.toHaveProperty('consentId');
    await storeConsentRecord(db, body(id, allGroups(false), 'reject-all'), { site: 'healthline', regime: 'gdpr', gpc: true, now: t1 });
    await storeConsentRecord(db, body(other, allGroups(true), 'accept-all'), { site: 'psy', regime: 'us', gpc: false, now: t1 });

    const latest = await latestConsentRecord(db, id);
    expect(latest).toMatchObject({ createdAt: t1.toISOString(), gpc: true, data: { unsetAll: true, publisherCustomConsents: { C0002: false } } });
    expect((await consentHistory(db, id)).map((r) => r.data.setAll)).toEqual([true, false]);
    expect(await latestConsentRecord(db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('validates a consent cookie against the latest record', async () => {
    const cookie = (groups: ReturnType<typeof allGroups>) =>
      parseChoice(serializeChoice({ groups, consentId: id, version: 1, datestamp: t1.toISOString() }))!;
    expect(await validateConsentCookie(db, cookie(allGroups(false)))).toMatchObject({ matchesCookie: true, data: { consentId: id } });
    expect((await validateConsentCookie(db, cookie(withNecessary({ performance: true }))))?.matchesCookie).toBe(false);
    const unknown = parseChoice(serializeChoice({ groups: allGroups(true), consentId: '00000000-0000-4000-8000-000000000000', version: 1, datestamp: t1.toISOString() }))!;
    expect(await validateConsentCookie(db, unknown)).toBeNull();
  });
});

describe('banner choice without JavaScript', () => {
  it('sets the same cookies as the browser store (Path=/, SameSite=Lax, 365 days) and records the choice, keeping the consent id', async () => {
    const ctx = { site: 'healthline', regime: 'us' as const, gpc: false, now: t1 };
    const existing = serializeChoice({ groups: allGroups(true), consentId: other, version: 1, datestamp: t0.toISOString() });
    const cookies = await bannerChoiceCookies(db, 'reject-all', `OptanonConsent=${encodeURIComponent(existing)}`, ctx, false);
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['OptanonConsent', 'OptanonAlertBoxClosed', 'usprivacy']);
    for (const c of cookies) expect(c).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(cookies[2]).toMatch(/^usprivacy=1YYY;/);
    const choice = parseChoice(decodeURIComponent(cookies[0]!.split(';')[0]!.slice('OptanonConsent='.length)))!;
    expect(choice).toMatchObject({ consentId: other, groups: allGroups(false) });
    expect(await latestConsentRecord(db, other)).toMatchObject({ regime: 'us', data: { unsetAll: true } });
    const fresh = await bannerChoiceCookies(db, 'accept-all', '', { ...ctx, regime: 'gdpr' }, true);
    expect(fresh.every((c) => c.endsWith('; Secure'))).toBe(true);
    expect(fresh[2]).toMatch(/^usprivacy=1---;/);
  });

  it('goes back only to a path on the same host', () => {
    expect(returnPath('http://localhost:3000/nutrition/fiber-basics?x=1', 'localhost:3000')).toBe('/nutrition/fiber-basics?x=1');
    expect(returnPath('https://evil.example/phish', 'localhost:3000')).toBe('/');
    expect(returnPath('not a url', 'localhost:3000')).toBe('/');
    expect(returnPath(null, 'localhost:3000')).toBe('/');
  });
});

describe('survey responses', () => {
  it('stores the site, path, score and comment, nothing else', async () => {
    await storeSurveyAnswer(db, 'psy', surveyAnswerSchema.parse({ path: '/anxiety', score: 4, comment: 'Clear and useful' }), t0);
    await storeSurveyAnswer(db, 'healthline', surveyAnswerSchema.parse({ path: '/nutrition', score: 1 }), t1);
    const rows = await db.selectFrom('survey_responses').selectAll().orderBy('id').execute();
    expect(rows.map(({ id: _id, ...r }) => r)).toEqual([
      { site: 'psy', path: '/anxiety', score: 4, comment: 'Clear and useful', created_at: t0.toISOString() },
      { site: 'healthline', path: '/nutrition', score: 1, comment: null, created_at: t1.toISOString() },
    ]);
  });
});
