/**
 * Property-based fuzzing of every route handler (security issue 15): generated requests (methods,
 * query strings, headers, JSON, form and random bodies, wrong content types, oversized and chunked
 * streamed bodies) must never give a 5xx or throw, and a body is never read much past its route's
 * cap. Also replays the issue's malformed inputs. Request-bound helpers are fed through a mocked
 * next/headers; the database is a throwaway SQLite file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/schema';
import { openTestDb } from '@tests/db/test-db';
import { validArticle, validated } from '@tests/support/documents';
import { mutated } from './arbitraries';
import { chunkedBody, deepArrayJson, lazyBody, streamedRequest, type CountingStream } from './streams';

const ctx = vi.hoisted(() => ({ db: undefined as unknown, headers: new Headers() }));
vi.mock('@/db/client.server', () => ({ getDb: async () => ctx.db }));
vi.mock('next/headers', () => {
  const cookieStore = () => {
    const all = () =>
      (ctx.headers.get('cookie') ?? '')
        .split(';')
        .map((part) => part.trim().split('='))
        .filter(([name]) => name)
        .map(([name, ...rest]) => ({ name: name!, value: rest.join('=') }));
    return { get: (name: string) => all().find((c) => c.name === name), getAll: () => all(), has: (name: string) => all().some((c) => c.name === name), set: () => {}, delete: () => {} };
  };
  return { headers: async () => ctx.headers, cookies: async () => cookieStore() };
});
vi.mock('next/cache', () => ({ unstable_cache: <F,>(fn: F) => fn, revalidateTag: () => {}, revalidatePath: () => {} }));

const contentToken = 'fuzz-content-api-token-0123456789abcdef';
const operatorToken = 'fuzz-operator-token-0123';
const metricsToken = 'fuzz-metrics-token-0123';
for (const name of ['DRUG_PRICES_URL', 'SMTP_URL', 'RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET', 'REDIS_URL', 'DATABASE_URL', 'PROXY_PURGE_URL', 'CLIENT_IP_HEADER', 'MEDIA_S3_BUCKET']) delete process.env[name];
// The media library's files for the fuzz: a throwaway folder (one image is uploaded in beforeAll).
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-fuzz-media-'));
process.env.MEDIA_DIR = mediaDir;
process.env.CONTENT_API_TOKEN = contentToken;
process.env.OPERATOR_TOKEN = operatorToken;
process.env.METRICS_TOKEN = metricsToken;
const { resetEnvCache } = await import('@/lib/env');
resetEnvCache();

const signIn = await import('@/app/(tools)/ops/sign-in/route');
const signOut = await import('@/app/(tools)/ops/sign-out/route');
const robots = await import('@/app/[site]/[region]/robots.txt/route');
const sitemap = await import('@/app/[site]/[region]/sitemap-xml/route');
const activate = await import('@/app/api/activate/site/route');
const adCreative = await import('@/app/api/ads/creative/[id]/route');
const adHouse = await import('@/app/api/ads/house/route');
const cdpProfile = await import('@/app/api/cdp/profile/v3/route');
const consentChoice = await import('@/app/api/consent/choice/route');
const consent = await import('@/app/api/consent/route');
const contentArticles = await import('@/app/api/content/articles/route');
const contentCampaigns = await import('@/app/api/content/campaigns/route');
const driversV4 = await import('@/app/api/drivers/v4/[[...path]]/route');
const drugPricing = await import('@/app/api/drugPricing/route');
const errors = await import('@/app/api/errors/route');
const feedback = await import('@/app/api/feedback/route');
const metrics = await import('@/app/api/metrics/route');
const metricsUnload = await import('@/app/api/metrics/unload/route');
const newsletterChallenge = await import('@/app/api/newsletter/challenge/route');
const newsletterConfig = await import('@/app/api/newsletter/config/route');
const newsletterConfirm = await import('@/app/api/newsletter/confirm/route');
const newsletterUnsubscribe = await import('@/app/api/newsletter/unsubscribe/route');
const newsletterDelete = await import('@/app/api/newsletter/delete/route');
const couponShare = await import('@/app/api/optum-coupon-info-share/route');
const coupons = await import('@/app/api/optum/coupons/route');
const prices = await import('@/app/api/optum/prices/route');
const suggest = await import('@/app/api/search/suggest/route');
const survey = await import('@/app/api/survey/route');
const tipLookup = await import('@/app/api/tip/lookup/route');
const adPick = await import('@/app/api/w/p/route');
const consentValidate = await import('@/app/consent/validate/route');
const mediaImage = await import('@/app/media/p/[id]/route');
const mediaFile = await import('@/app/media/[id]/[file]/route');
const articleSchema = await import('@/app/schemas/article.schema.json/route');
const track = await import('@/app/v2/t/route');
const unknownApi = await import('@/app/api/[...unknown]/route');
const unknownV2 = await import('@/app/v2/[...unknown]/route');
const healthz = await import('@/app/healthz/route');
const account = await import('@/app/api/account/route');
const accountFollows = await import('@/app/api/account/follows/route');
const accountForYou = await import('@/app/api/account/for-you/route');
const accountMarketing = await import('@/app/api/account/marketing/route');
const accountSaved = await import('@/app/api/account/saved/route');
const authCallback = await import('@/app/api/auth/callback/[provider]/route');
const authClearCookie = await import('@/app/api/auth/clear-cookie/route');
const authLogin = await import('@/app/api/auth/login/[provider]/route');
const authProviders = await import('@/app/api/auth/providers/route');
const authSession = await import('@/app/api/auth/sessions/[id]/route');
const authSessions = await import('@/app/api/auth/sessions/route');
const authSetCookie = await import('@/app/api/auth/set-cookie/route');
const authToken = await import('@/app/api/auth/token/route');
const me = await import('@/app/api/me/route');
const userProfile = await import('@/app/api/user-profile/[[...path]]/route');
const newsroomDocuments = await import('@/app/api/newsroom/documents/route');
const newsroomDocument = await import('@/app/api/newsroom/documents/[id]/route');
const newsroomActions = await import('@/app/api/newsroom/documents/[id]/actions/route');
const newsroomRevisions = await import('@/app/api/newsroom/documents/[id]/revisions/route');
const newsroomRevision = await import('@/app/api/newsroom/documents/[id]/revisions/[number]/route');
const newsroomComments = await import('@/app/api/newsroom/documents/[id]/comments/route');
const newsroomResolve = await import('@/app/api/newsroom/documents/[id]/comments/[commentId]/resolve/route');
const newsroomPreviewLinks = await import('@/app/api/newsroom/documents/[id]/preview-links/route');
const newsroomSchemas = await import('@/app/api/newsroom/schemas/route');
const newsroomMedia = await import('@/app/api/newsroom/media/route');
const newsroomMediaItem = await import('@/app/api/newsroom/media/[id]/route');
const newsroomStaff = await import('@/app/api/newsroom/staff/route');
const newsroomAudit = await import('@/app/api/newsroom/audit/route');
const newsroomMe = await import('@/app/api/newsroom/me/route');
const newsroomReviewers = await import('@/app/api/newsroom/staff/reviewers/route');
const newsroomFigures = await import('@/app/api/newsroom/documents/[id]/figures/route');
const newsroomCreate = await import('@/app/(tools)/newsroom/create/route');
const newsroomRestore = await import('@/app/(tools)/newsroom/documents/[id]/restore/route');
const newsroomSignOut = await import('@/app/(tools)/newsroom/sign-out/route');
const newsroomStaffSave = await import('@/app/(tools)/newsroom/staff/save/route');
const contentPublish = await import('@/app/api/content/documents/[id]/publish/route');
const contentPreview = await import('@/app/api/content/documents/[id]/preview/route');
const { createDocument } = await import('@/publishing/lifecycle/documents.server');
const { upsertDocument } = await import('@/publishing/publish.server');
const { staffRoles } = await import('@/features/staff/roles');
const { forgetRateLimiters } = await import('@/features/rate-limit/rate-limiter.server');
const { defaultMediaLimits } = await import('@/features/media/server/process.server');
const { sha256 } = await import('@/features/accounts/server/keys.server');
const { issueAccessToken } = await import('@/features/accounts/server/tokens.server');
const readyz = await import('@/app/readyz/route');
const { serializeChoice, allGroups } = await import('@/features/consent/model');
const { maxSurveyBodyBytes } = await import('@/features/survey/schema');
const { maxFeedbackBodyBytes } = await import('@/features/feedback/schema');
const { maxConsentBodyBytes } = await import('@/features/consent/record-schema');
const { maxErrorReportBytes } = await import('@/features/errors/limits');
const { maxMetricBatchBytes, maxUnloadBytes } = await import('@/features/analytics/metrics-schema');
const { maxBatchBytes } = await import('@/features/analytics/schema');
const { maxActivationBytes } = await import('@/features/newsletter/schema');
const { maxShareBodyBytes } = await import('@/features/savings/schema');
const { maxDriversBodyBytes } = await import('@/features/drivers/api-schema');
const { fixtures: faqFixtures } = await import('@/widgets/faq/fixtures');
const { seedDrugData } = await import('@/features/savings/server/seed.server');
const { uploadMedia } = await import('@/features/media/server/media.server');
const { mediaStorage } = await import('@/features/media/server/storage.server');

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type BodyKind = 'json' | 'form' | 'none';

interface RouteCase {
  path: string;
  handlers: Record<string, unknown>;
  body: BodyKind;
  /** The route's body cap: nothing much past it may be read. */
  cap: number;
  /** Plausible bodies the mutations start from, so the fuzz also reaches past the schema. */
  seeds?: unknown[];
  /** Route params (dynamic segments). */
  params?: fc.Arbitrary<Record<string, string>>;
  /** Plausible query strings the query mutations start from. */
  queries?: Record<string, string>[];
  runs: number;
  /** The method that reads the JSON body, when the first one after GET does not (the replays send it). */
  jsonMethod?: string;
  /** A newsroom route: answers are private (`private, no-store`), and the replays sign in as staff with real params. */
  staff?: { params: () => Record<string, string> };
}

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
const couponParams = {
  formulationId: 'F-atorvastatin-tablet-20-mg',
  drugId: '1',
  drugName: 'Atorvastatin',
  drugUrlSlug: 'atorvastatin',
  dosageDisplay: '20mg',
  quantityDisplay: '30 tablets',
  ndc: '00071015523',
  locationId: '1',
  retailerId: '1',
  retailerName: 'CVS',
  lowPriceAmount: '12.50',
  priceCurrency: 'USD',
  pbmId: 'PBM1',
};
const consentCookie = serializeChoice({ groups: allGroups(true), consentId: uuid, version: 1, datestamp: '2026-01-01T00:00:00.000Z' });
const pageView = { eventName: 'Page Viewed', payload: { canonicalPath: '/a', pageTemplate: 'article', categories: ['heart-health'], title: 'T' }, path: '/a' };
const campaignSeed = { documentType: 'campaign', site: 'healthline', _uuid: uuid, campaignName: 'Fuzz', articlePlacement: 'rightRail', driverType: 'newsletter', headline: 'Hi {k1}', newsletterLists: ['wellness-wire'], variants: [{ name: 'A', weight: 50 }, { name: 'B', weight: 50 }] };
const feedbackArticle = '/fuzz/feedback-article';
const articleSeed = validArticle({ body: [{ type: 'html', html: '<p>Hi <a href="/x">x</a></p>' }, ...Object.values(faqFixtures).slice(0, 1), { widgetFormat: 'future-widget', data: [[1, { a: 'b' }]] }] });

const jsonPost = (path: string, module: Record<string, unknown>, cap: number, seeds: unknown[], runs = 500): RouteCase => ({ path, handlers: pick(module), body: 'json', cap, seeds, runs });
const formPost = (path: string, module: Record<string, unknown>, cap: number, seeds: unknown[], runs = 350): RouteCase => ({ path, handlers: pick(module), body: 'form', cap, seeds, runs });
const get = (path: string, module: Record<string, unknown>, runs = 120, queries?: Record<string, string>[], params?: fc.Arbitrary<Record<string, string>>): RouteCase => ({ path, handlers: pick(module), body: 'none', cap: 0, runs, queries, params });

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
function pick(module: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(module).filter(([name, value]) => methods.includes(name) && typeof value === 'function'));
}

const siteRegion = fc.record({ site: fc.oneof(fc.constantFrom('healthline', 'psy'), fc.string({ maxLength: 12 })), region: fc.oneof(fc.constantFrom('us', 'gdpr', 'other'), fc.string({ maxLength: 12 })) });
/** A media library file address: mostly the uploaded item's (its id is set in beforeAll), with real and broken file names. */
const mediaItem = { id: 'aaaaaaaaaaaaaaaaaaaaaaaa' };
const mediaParams = fc.record({
  id: fc.oneof({ weight: 3, arbitrary: fc.constant(null).map(() => mediaItem.id) }, fc.constantFrom('aaaaaaaaaaaaaaaaaaaaaaaa', 'AAAAAAAAAAAAAAAAAAAAAAAA', '..', 'p'), fc.string({ maxLength: 30 })),
  file: fc.oneof(fc.constantFrom('original.png', '320.webp', '320.avif', '640.webp', 'original.svg', '../original.png', '.env', 'original.png%00'), fc.string({ maxLength: 20 })),
});
/** The newsroom's fuzz: a staff member with every role (made in beforeAll), one of its documents and a media item, so the fuzz reaches past sign-in and the id checks. */
const staffMember = { memberId: '9d2e4f6a-3b5c-4d7e-8f90-a1b2c3d4e5f6', email: 'fuzz.staff@staff.example.test', token: 's'.repeat(43) };
const staffCookie = () => `wellread_session=${staffMember.token}`;
const staffActor = { email: staffMember.email, label: 'Fuzz Staff', roles: ['writer', 'editor', 'medical_reviewer', 'marketer'] as const };
const newsroomDoc = { id: 'none-yet', made: 0 };
const newsroomImage = { id: 'aaaaaaaaaaaaaaaaaaaaaaaa' };
const oddIds = fc.oneof(fc.constantFrom(uuid, '..', '', 'x'.repeat(65), 'aaaaaaaaaaaaaaaaaaaaaaaa'), fc.string({ maxLength: 40 }));
const docParams = fc.record({ id: fc.oneof({ weight: 4, arbitrary: fc.constant(null).map(() => newsroomDoc.id) }, oddIds) });
const numberSegment = fc.oneof(fc.constantFrom('1', '2', '0', '-1', '1e3', '99999999999', '2147483648', '9007199254740993'), fc.string({ maxLength: 12 }));
const revisionParams = fc.record({ id: docParams.map((p) => p.id), number: numberSegment });
const commentParams = fc.record({ id: docParams.map((p) => p.id), commentId: numberSegment });
const imageParams = fc.record({ id: fc.oneof({ weight: 4, arbitrary: fc.constant(null).map(() => newsroomImage.id) }, oddIds) });
const newsroom = (route: RouteCase, params: () => Record<string, string> = () => ({})): RouteCase => ({ ...route, staff: { params } });
const withDoc = () => ({ id: newsroomDoc.id });
const newsroomArticle = validArticle({ canonicalPath: '/fuzz/newsroom-seed', references: [{ title: 'A source', publisher: 'A journal', year: 2024, url: 'https://example.org/s' }] });

const imageId = fc.record({ id: fc.oneof(fc.constantFrom('1.svg', '0.svg', '999999999.svg', '9999999999.svg', '-1.svg', '1e3.svg', '1.svg.svg'), fc.string({ maxLength: 20 })) });

/** A signed-in member (made in beforeAll), so the fuzz also reaches past the account routes' sign-in checks. */
const member = { id: '5b3c9f0e-1d2a-4c4b-9e8f-0a1b2c3d4e5f', token: 'm'.repeat(43), bearer: 'Bearer none-yet' };
const memberCookie = () => `wellread_session=${member.token}; wellread_member=1; OptanonConsent=${encodeURIComponent(consentCookie)}`;
const provider = fc.record({ provider: fc.oneof(fc.constantFrom('google', 'apple'), fc.string({ maxLength: 12 })) });
const profilePath = fc.record({
  path: fc.oneof(
    fc.constantFrom(['site-flags', 'healthline'], ['interests', 'options'], ['interests'], ['site-flags', 'nope']).map((rest) => [member.id, ...rest]),
    fc.array(fc.oneof(fc.constantFrom('site-flags', 'interests', 'options', 'healthline', member.id), fc.string({ maxLength: 12 })), { maxLength: 5 }),
  ),
}) as unknown as fc.Arbitrary<Record<string, string>>;

const routes: RouteCase[] = [
  formPost('/ops/sign-in', signIn, 4096, [{ token: operatorToken }, { token: 'wrong' }]),
  { ...formPost('/ops/sign-out', signOut, 0, [{}]), runs: 60 },
  get('/robots.txt', robots, 60, undefined, siteRegion),
  get('/sitemap.xml', sitemap, 60, undefined, siteRegion),
  jsonPost('/api/activate/site', activate, maxActivationBytes, [
    { email: 'mockSuccess@example.org', lists: ['wellness-wire'], consent: { newsletterConsent: 'YV1', explicitConsent: 'YV1' }, path: '/', recaptcha: 'x' },
    { site: 'healthline', email: 'reader@example.org', lists: ['wellness-wire'], consent: { newsletterConsent: 'NV1', explicitConsent: 'YV1' }, path: '/a', recaptcha: 'eyJ9', profileData: { birthday: '2000-02-29' }, attributes: { a: 'b' } },
  ]),
  get('/api/ads/creative/x', adCreative, 80, undefined, imageId),
  get('/api/ads/house', adHouse, 200, [{ position: 'DLB1', sizes: 'leaderboard,mediumRectangle' }, { site: 'psy', position: 'MMR1', size: 'fluid' }]),
  get('/api/cdp/profile/v3', cdpProfile, 150, [{ tagularAnonId: uuid, audiences: 'returning-reader,product-shopper,newsletter-subscriber,nutrition-reader' }]),
  formPost('/api/consent/choice', consentChoice, 1024, [{ choice: 'accept-all' }, { choice: 'reject-all' }]),
  jsonPost('/api/consent', consent, maxConsentBodyBytes, [
    {
      consentId: uuid,
      vendorConsents: { google: true },
      purposeConsents: { '1': true },
      vendorLegitimateInterests: {},
      purposeLegitimateInterests: {},
      publisherCustomConsents: { C0001: true, C0002: true, C0003: true, C0004: true, C0005: true },
      nonIABVendorsAllowed: true,
      setAll: true,
      unsetAll: false,
    },
  ]),
  { ...jsonPost('/api/content/articles', contentArticles, 2 * 1024 * 1024, [articleSeed], 600), queries: [{ site: 'healthline', path: '/test/sample-article' }] },
  { ...jsonPost('/api/content/campaigns', contentCampaigns, 64 * 1024, [campaignSeed], 300), queries: [{ uuid }] },
  {
    ...jsonPost('/api/drivers/v4/nutrition/fiber-basics', driversV4, maxDriversBodyBytes, [
      { k1: 'fiber', kMetas: ['fiber'], pageType: 'article', categorySlugs: ['nutrition'], articlePlacements: ['rightRail', 'stickyBanner'], profile: { audiences: ['product-shopper'] }, deviceType: 'mobile', webContext: { url: 'https://x.example/a?utm_source=<b>', contentIndex: 1 }, cesData: { mpdTags: ['a'] }, debug: true },
    ]),
    params: fc.record({ path: fc.oneof(fc.constant(['nutrition', 'fiber-basics']), fc.array(fc.string({ maxLength: 12 }), { maxLength: 12 })) }) as unknown as fc.Arbitrary<Record<string, string>>,
  },
  get('/api/drugPricing', drugPricing, 150, [{ ndc: '00071015523', priceTypeCode: 'SWD' }]),
  {
    // The article stored in beforeAll, so votes reach past the article check; GET reads the own vote.
    ...jsonPost('/api/feedback', feedback, maxFeedbackBodyBytes, [
      { path: feedbackArticle, vote: 'not-helpful', reason: 'Too short\u0000 for me' },
      { path: feedbackArticle, vote: null, voteId: uuid },
      { path: feedbackArticle, vote: 'helpful' },
    ]),
    queries: [{ path: feedbackArticle }],
  },
  jsonPost('/api/errors', errors, maxErrorReportBytes, [{ source: 'window', message: 'boom', path: '/a', stack: 'at x', context: { widget: 'faq' } }]),
  jsonPost('/api/metrics', metrics, maxMetricBatchBytes, [{ metrics: [{ type: 'increment', name: 'page.view', tags: { position: 'top' }, flags: ['x'] }, { type: 'histogram', name: 'lcp', duration: 1234 }], path: '/a', site: 'healthline', formfactor: 'mobile' }]),
  jsonPost('/api/metrics/unload', metricsUnload, maxUnloadBytes, [{ timeOnPage: 1000, maxScroll: 50, path: '/a' }]),
  get('/api/newsletter/challenge', newsletterChallenge, 30),
  get('/api/newsletter/config', newsletterConfig, 60),
  formPost('/api/newsletter/confirm', newsletterConfirm, 4096, [{ token: 'abc.def' }]),
  formPost('/api/newsletter/delete', newsletterDelete, 4096, [{ token: 'abc.def' }]),
  formPost('/api/newsletter/unsubscribe', newsletterUnsubscribe, 4096, [{ token: 'abc.def', 'List-Unsubscribe': 'One-Click' }, { token: 'x' }]),
  jsonPost('/api/optum-coupon-info-share', couponShare, maxShareBodyBytes, [
    { token: 'x', couponID: 'CAAAAAAAAAAAAAAAAAAAA', sendType: 'email', email: 'a@example.org' },
    { token: 'x', couponID: 'CAAAAAAAAAAAAAAAAAAAA', sendType: 'textMessage', phoneNumber: '3175550123' },
    { token: 'x', couponID: 'CAAAAAAAAAAAAAAAAAAAA', sendType: 'wallet', platform: 'iOS' },
  ]),
  get('/api/optum/coupons', coupons, 250, [couponParams]),
  get('/api/optum/prices', prices, 250, [{ formulationId: 'F-atorvastatin-tablet-20-mg', quantity: '30', lat: '39.2', long: '-85.9', zip: '47201' }]),
  get('/api/search/suggest', suggest, 150, [{ q: 'heart' }]),
  jsonPost('/api/survey', survey, maxSurveyBodyBytes, [{ path: '/a', score: 4, comment: 'Good' }]),
  get('/api/tip/lookup', tipLookup, 150, [{ zip: '47201' }, { zip: '10001' }]),
  get('/api/w/p', adPick, 200, [{ position: 'DMR1', sizes: 'halfPage' }]),
  jsonPost('/consent/validate', consentValidate, maxConsentBodyBytes, [{ cookieValue: consentCookie }]),
  get('/media/p/x', mediaImage, 80, undefined, imageId),
  get('/media/x/y', mediaFile, 120, undefined, mediaParams),
  get('/schemas/article.schema.json', articleSchema, 20),
  get('/api/x/y', unknownApi, 40),
  get('/v2/x', unknownV2, 40),
  get('/healthz', healthz, 20),
  get('/readyz', readyz, 20),
  jsonPost('/api/account/follows', accountFollows, 1024, [{ topicId: 'sleep', digest: true }, { topicId: 'find-community' }], 300),
  get('/api/account/for-you', accountForYou, 80),
  jsonPost('/api/account/marketing', accountMarketing, 256, [{ optIn: false }, { optIn: 'yes' }], 200),
  jsonPost('/api/account/saved', accountSaved, 1024, [{ path: '/heart-health/heart-attack-warning-signs' }, { path: '//evil' }], 300),
  { ...formPost('/api/auth/callback/google', authCallback, 16_384, [{ code: 'c', state: 's', user: '{"name":{"firstName":"A"}}' }, { error: 'access_denied', state: 's' }], 300), params: provider, queries: [{ code: 'c', state: 's', iss: 'http://localhost:3990/google' }] },
  { ...formPost('/api/auth/clear-cookie', authClearCookie, 0, [{}]), runs: 100 },
  { ...get('/api/auth/login/google', authLogin, 150, [{ returnUrl: '/sleep', wk: 'w', sessionId: 's', anonymousId: 'a', authPrompt: 'header', lessonId: 'l1', unitId: 'u1' }, { returnUrl: '//evil.example' }], provider) },
  get('/api/auth/providers', authProviders, 20),
  { ...formPost('/api/auth/sessions/x', authSession, 0, [{}]), runs: 100, params: fc.record({ id: fc.oneof(fc.string({ maxLength: 14 }), fc.constant('AAAAAAAAAAAA')) }) },
  get('/api/auth/sessions', authSessions, 60),
  jsonPost('/api/auth/set-cookie', authSetCookie, 2048, [{ isAuthenticated: true }, { isAuthenticated: false }, { isAuthenticated: true, msalAccount: { username: 'x' }, refreshToken: 'r' }], 300),
  { ...formPost('/api/auth/token', authToken, 0, [{}]), runs: 100 },
  get('/api/me', me, 60),
  { ...jsonPost(`/api/user-profile/${member.id}/interests`, userProfile, 8192, [{ topicIds: ['sleep'], subtopicIds: ['insomnia'], jtbdIds: [] }, { label: 'has_seen_onboarding_panel', status: 'skipped' }], 500), params: profilePath, queries: [{ site: 'healthline' }] },
  { ...jsonPost('/api/account', account, 256, [{ confirm: 'delete my account' }, { confirm: 'no' }], 200), queries: [{ download: '1' }] },
  newsroom({ ...jsonPost('/api/newsroom/documents', newsroomDocuments, 2 * 1024 * 1024, [{ document: newsroomArticle }, { document: campaignSeed }], 300), queries: [{ site: 'healthline', status: 'draft', type: 'article', category: 'heart-health', author: staffMember.email, q: 'sample', due: 'overdue', limit: '10', offset: '0' }] }),
  newsroom({ ...jsonPost('/api/newsroom/documents/x', newsroomDocument, 2 * 1024 * 1024, [{ document: newsroomArticle, baseRevision: 1, autosave: true }], 300), params: docParams, jsonMethod: 'PUT' }, withDoc),
  newsroom(
    {
      ...jsonPost('/api/newsroom/documents/x/actions', newsroomActions, 16 * 1024, [
        { action: 'publish', confirmUnapproved: true },
        { action: 'submit', reviewerEmail: staffMember.email },
        { action: 'approve', revision: 1, note: 'Fine.' },
        { action: 'return', reason: 'Needs a source.' },
        { action: 'schedule', publishAt: '2030-01-01T00:00:00Z', unpublishAt: null, confirmUnapproved: true },
        { action: 'unpublish' },
        { action: 'restore', revision: 1, baseRevision: 1 },
      ], 400),
      params: docParams,
    },
    withDoc,
  ),
  newsroom(get('/api/newsroom/documents/x/revisions', newsroomRevisions, 60, undefined, docParams)),
  newsroom(get('/api/newsroom/documents/x/revisions/1', newsroomRevision, 80, undefined, revisionParams)),
  newsroom({ ...jsonPost('/api/newsroom/documents/x/comments', newsroomComments, 16 * 1024, [{ block: 'body[0]', body: 'Cite the trial.' }, { block: null, body: 'Fine.' }], 200), params: docParams }, withDoc),
  newsroom({ ...get('/api/newsroom/documents/x/comments/1/resolve', newsroomResolve, 100, undefined, commentParams) }),
  newsroom({ ...jsonPost('/api/newsroom/documents/x/preview-links', newsroomPreviewLinks, 16 * 1024, [{ hours: 24 }, { hours: 1000 }], 150), params: docParams, jsonMethod: 'POST' }, withDoc),
  newsroom(get('/api/newsroom/schemas', newsroomSchemas, 20)),
  newsroom({ ...get('/api/newsroom/media', newsroomMedia, 200, [{ fileName: 'photo.png', alt: 'An image', caption: 'c', credit: 'x', focalX: '0.5', focalY: '1' }, { q: 'fuzz', limit: '10', offset: '0' }]), cap: defaultMediaLimits.maxBytes }),
  newsroom({ ...jsonPost('/api/newsroom/media/x', newsroomMediaItem, 16 * 1024, [{ alt: 'New alt text', caption: null, credit: '', focalX: 0.3, focalY: 1 }], 200), params: imageParams, jsonMethod: 'PATCH' }, () => ({ id: newsroomImage.id })),
  newsroom(jsonPost('/api/newsroom/staff', newsroomStaff, 16 * 1024, [{ email: 'new.person@staff.example.test', name: 'New Person', credentials: 'MD', roles: ['writer', 'medical_reviewer'] }], 200)),
  newsroom(get('/api/newsroom/audit', newsroomAudit, 80, [{ before: '100', action: 'publish', documentId: uuid, limit: '5' }])),
  newsroom(get('/api/newsroom/me', newsroomMe, 30)),
  newsroom(get('/api/newsroom/staff/reviewers', newsroomReviewers, 20)),
  newsroom(get('/api/newsroom/documents/x/figures', newsroomFigures, 60, undefined, docParams)),
  newsroom(formPost('/newsroom/create', newsroomCreate, 16_384, [{ documentType: 'article', site: 'healthline', title: 'A fuzzed draft', place: '' }, { documentType: 'campaign', site: 'psy', title: 'x', place: '' }], 200)),
  newsroom({ ...formPost('/newsroom/documents/x/restore', newsroomRestore, 4096, [{ revision: '1', baseRevision: '1' }], 150), params: docParams }, withDoc),
  newsroom({ ...formPost('/newsroom/staff/save', newsroomStaffSave, 16_384, [{ email: 'form.person@staff.example.test', name: 'Form Person', credentials: '', roles: 'writer' }], 150) }),
  { ...formPost('/newsroom/sign-out', newsroomSignOut, 0, [{}]), runs: 40 },
  { ...jsonPost('/api/content/documents/x/publish', contentPublish, 1024, [{ revision: 1 }], 150), params: fc.record({ id: fc.oneof(fc.constantFrom(uuid, 'x'), fc.string({ maxLength: 40 })) }) },
  { ...jsonPost('/api/content/documents/x/preview', contentPreview, 1024, [{ hours: 24 }, {}], 150), params: fc.record({ id: fc.oneof(fc.constantFrom(uuid, 'x'), fc.string({ maxLength: 40 })) }) },
  jsonPost('/v2/t', track, maxBatchBytes, [{ events: [pageView, { eventName: 'Page Viewed', payload: { ...pageView.payload, canonicalPath: '/b' }, path: '/b' }], anonymousId: uuid, pageViewId: uuid }]),
];

// ---- generators -------------------------------------------------------------------------------

const queryKeys = [
  'q', 'site', 'path', 'token', 'position', 'sizes', 'size', 'zip', 'lat', 'long', 'quantity', 'formulationId', 'ndc', 'priceTypeCode', 'drugId', 'drugName',
  'drugUrlSlug', 'dosageDisplay', 'quantityDisplay', 'locationId', 'retailerId', 'retailerName', 'lowPriceAmount', 'priceCurrency', 'pbmId', 'result', 'tagularAnonId', 'audiences',
  'status', 'type', 'category', 'author', 'reviewer', 'due', 'offset', 'limit', 'fileName', 'alt', 'focalX', 'before', 'action', 'documentId',
];
const queryValues = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('', 'healthline', 'psy', '/a', '/../../etc/passwd', 'top', 'leaderboard,rectangle', '47201', '00000000020', 'SWD', 'USD', 'F-atorvastatin-tablet-20-mg', '30', 'NaN', 'Infinity', '-1', '1e308', '0x10', '%', '%00', '\u0000', '\ud800'),
  fc.double().map(String),
  fc.integer().map(String),
  fc.string({ minLength: 200, maxLength: 3000, unit: 'grapheme-ascii' }),
);
const randomQuery = fc.oneof(
  fc.array(fc.tuple(fc.oneof(fc.constantFrom(...queryKeys), fc.string({ maxLength: 10 })), queryValues), { maxLength: 8 }).map((pairs) => {
    const params = new URLSearchParams();
    for (const [k, v] of pairs) params.append(k, v);
    return params.toString();
  }),
  fc.string({ maxLength: 200 }).map(encodeURI),
);

/** A route's plausible query with 1 to 3 edits (a value replaced, a key dropped or added, a key repeated), or a random one. */
function queryFor(route: RouteCase): fc.Arbitrary<string> {
  if (!route.queries?.length) return randomQuery;
  const edited = fc
    .tuple(fc.constantFrom(...route.queries), fc.array(fc.tuple(fc.nat(), fc.constantFrom('set', 'delete', 'add', 'repeat'), queryValues, fc.oneof(fc.constantFrom(...queryKeys), fc.string({ maxLength: 6 }))), { maxLength: 3 }))
    .map(([seed, edits]) => {
      const params = new URLSearchParams(seed);
      for (const [n, kind, value, key] of edits) {
        const keys = [...new Set(params.keys())];
        const target = keys.length ? keys[n % keys.length]! : key;
        if (kind === 'set') params.set(target, value);
        else if (kind === 'delete') params.delete(target);
        else if (kind === 'add') params.append(key, value);
        else params.append(target, value);
      }
      return params.toString();
    });
  return fc.oneof({ weight: 4, arbitrary: edited }, { weight: 1, arbitrary: randomQuery });
}

const headerText = fc.string({ maxLength: 80, unit: 'grapheme-ascii' });
const contentTypes = fc.constantFrom<string | undefined>(
  'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=fuzz', 'multipart/form-data',
  'application/octet-stream', 'garbage;;;=', '', undefined,
);
const headersArb = fc.record(
  {
    'content-type': contentTypes,
    authorization: fc.oneof({ weight: 4, arbitrary: fc.constant(`Bearer ${contentToken}`) }, fc.constant(`Bearer ${metricsToken}`), fc.constant('Bearer '), headerText, { weight: 2, arbitrary: fc.constant(null).map(() => member.bearer) }),
    host: fc.constantFrom('localhost:3000', 'psy.localhost:3000', 'evil.example', ''),
    'cf-ipcountry': fc.constantFrom('US', 'DE', 'GB', 'XX', '', 'us'),
    // Mostly a fresh address per request, so the per-address throttles (sign-in, content API) let the fuzz reach the parsers.
    'x-wellread-peer-address': fc.oneof({ weight: 6, arbitrary: fc.oneof(fc.ipV4(), fc.ipV6()) }, { weight: 1, arbitrary: fc.constantFrom('127.0.0.1', '::1', 'not-an-ip', '') }),
    'sec-fetch-site': fc.constantFrom('same-origin', 'same-origin', 'none', 'cross-site'),
    origin: fc.constantFrom('http://localhost:3000', 'http://localhost:3000', 'https://evil.example', 'null'),
    cookie: fc.oneof(fc.constant(`OptanonConsent=${encodeURIComponent(consentCookie)}`), headerText, { weight: 2, arbitrary: fc.constant(null).map(memberCookie) }),
    referer: fc.oneof(fc.constantFrom('http://localhost:3000/a', 'javascript:alert(1)', '//evil.example/x'), headerText),
    // Absent mostly (the true length is sent then); otherwise a lie.
    'content-length': fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, fc.constantFrom('abc', '-1', '0', '99999999999999999999', '1e3', ' 12 '), fc.nat().map(String)),
    'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher'),
    'user-agent': headerText,
  },
  { requiredKeys: [] },
);

/**
 * A JSON route refuses any other content type (415), so most of its requests say application/json to
 * reach the parsers; a newsroom route's mostly carry the staff session (else they stop at 401).
 */
function headersFor(route: RouteCase): fc.Arbitrary<Record<string, string | undefined>> {
  const signedIn = route.staff ? fc.tuple(headersArb, fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, fc.constant(false))).map(([headers, staff]) => (staff ? { ...headers, cookie: staffCookie() } : headers)) : headersArb;
  if (route.body !== 'json') return signedIn;
  const jsonType = fc.oneof({ weight: 3, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') }, contentTypes);
  return fc.tuple(signedIn, jsonType).map(([headers, type]) => ({ ...headers, 'content-type': type }));
}

type BodySpec = { kind: 'text'; text: string } | { kind: 'bytes'; bytes: Uint8Array } | { kind: 'chunked'; bytes: Uint8Array; sizes: number[] } | { kind: 'huge'; total: number; chunk: number } | { kind: 'none' };

const encode = (text: string) => new TextEncoder().encode(text);
function bodyFor(route: RouteCase): fc.Arbitrary<BodySpec> {
  const seeds = route.seeds?.length ? route.seeds : [{}];
  const structured: fc.Arbitrary<string> =
    route.body === 'form'
      ? fc
          .oneof(mutated(seeds[0]!), fc.constantFrom(...seeds), fc.dictionary(fc.oneof(fc.constantFrom('choice', 'token', 'List-Unsubscribe'), fc.string({ maxLength: 8 })), fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('accept-all', 'reject-all', 'One-Click', operatorToken))))
          .map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? new URLSearchParams(Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x : JSON.stringify(x) ?? ''])).toString() : String(v)))
      : fc.oneof(...seeds.map(mutated), fc.constantFrom(...seeds), fc.jsonValue({ maxDepth: 6 })).map((v) => JSON.stringify(v) ?? 'null');
  const oversizedText = fc.integer({ min: route.cap + 1, max: route.cap * 2 + 10 }).map((n) => (route.body === 'form' ? `token=${'a'.repeat(n)}` : `"${'a'.repeat(n)}"`));
  return fc.oneof(
    { weight: 8, arbitrary: structured.map((text) => ({ kind: 'text' as const, text })) },
    { weight: 2, arbitrary: structured.chain((text) => fc.array(fc.integer({ min: 1, max: 64 }), { maxLength: 30 }).map((sizes) => ({ kind: 'chunked' as const, bytes: encode(text), sizes }))) },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 600 }).map((bytes) => ({ kind: 'bytes' as const, bytes })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 300, unit: 'binary' }).map((text) => ({ kind: 'text' as const, text })) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 300 }).map((depth) => ({ kind: 'text' as const, text: `{"body":[{"widgetFormat":"x","d":${deepArrayJson(depth)}}]}` })) },
    { weight: 1, arbitrary: oversizedText.map((text) => ({ kind: 'text' as const, text })) },
    { weight: 1, arbitrary: fc.record({ total: fc.integer({ min: route.cap + 1, max: 64 * 1024 * 1024 }), chunk: fc.constantFrom(1024, 16 * 1024, 64 * 1024) }).map((h) => ({ kind: 'huge' as const, ...h })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  );
}

interface Sent {
  request: Request;
  stream?: CountingStream;
}

function buildRequest(route: RouteCase, method: string, query: string, headers: Record<string, string | undefined>, body: BodySpec): Sent {
  const url = `http://localhost:3000${route.path}${query ? `?${query}` : ''}`;
  const h = new Headers();
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) h.set(name, value);
  if (method === 'GET' || method === 'HEAD' || body.kind === 'none') {
    h.delete('content-length');
    return { request: new Request(url, { method, headers: h }) };
  }
  if (body.kind === 'huge') {
    const stream = lazyBody(body.total, body.chunk);
    return { request: streamedRequest(url, stream.stream, { method, headers: h }), stream };
  }
  if (body.kind === 'chunked') return { request: streamedRequest(url, chunkedBody(body.bytes, body.sizes), { method, headers: h }) };
  const bytes = (body.kind === 'text' ? encode(body.text) : body.bytes) as Uint8Array<ArrayBuffer>;
  if (!h.has('content-length')) h.set('content-length', String(bytes.byteLength));
  return { request: new Request(url, { method, headers: h, body: bytes }) };
}

/** FUZZ_SCALE=10 for a longer hunt; FUZZ_SEED to replay one run (fast-check prints the seed of a failure). */
const runScale = Number(process.env.FUZZ_SCALE ?? 1);
let runs = 0;
let replayAddresses = 0;
const failures: string[] = [];
/** Answers per route and status: shows how far past the parsers the fuzz gets. */
const statuses = new Map<string, Record<number, number>>();

/** The fuzz's member and session, made again after a generated sign-out or deletion ended them. */
async function ensureMember(): Promise<void> {
  const at = new Date().toISOString();
  await db.insertInto('members').values({ id: member.id, hs_id: 'hs_fuzz', email: 'fuzz@example.org', email_verified: 1, first_name: 'F', last_name: 'Z', phone_number: null, marketing_opt_in: 0, created_at: at, updated_at: at }).onConflict((oc) => oc.doNothing()).execute();
  await db
    .insertInto('member_sessions')
    .values({ id_hash: sha256(member.token), public_id: 'AAAAAAAAAAAA', member_id: member.id, site: 'healthline', provider: 'google', device: 'x', place: 'US', created_at: at, last_seen_at: at, expires_at: new Date(Date.now() + 86_400_000 * 30).toISOString(), idp_refresh_token: null, idp_checked_at: at })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * The fuzz's staff member with every role, its session and a document of its own, made again after
 * a generated request removed them (a role change, a sign-out or account deletion with this cookie,
 * a document delete). The newsroom's write budget is reset now and then, so the fuzz keeps reaching
 * the services rather than 429.
 */
let newsroomCalls = 0;
async function ensureStaff(): Promise<void> {
  const at = new Date().toISOString();
  await db.insertInto('members').values({ id: staffMember.memberId, hs_id: 'hs_fuzz_staff', email: staffMember.email, email_verified: 1, first_name: 'Fuzz', last_name: 'Staff', phone_number: null, marketing_opt_in: 0, created_at: at, updated_at: at }).onConflict((oc) => oc.doNothing()).execute();
  await db
    .insertInto('member_sessions')
    .values({ id_hash: sha256(staffMember.token), public_id: 'SSSSSSSSSSSS', member_id: staffMember.memberId, site: 'healthline', provider: 'staff', device: 'x', place: 'US', created_at: at, last_seen_at: at, expires_at: new Date(Date.now() + 86_400_000 * 30).toISOString(), idp_refresh_token: null, idp_checked_at: at })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db.insertInto('staff').values({ email: staffMember.email, name: 'Fuzz Staff', credentials: 'MD', created_at: at, updated_at: at }).onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('staff_roles').values(staffRoles.map((role) => ({ email: staffMember.email, role, granted_at: at, granted_by: null }))).onConflict((oc) => oc.doNothing()).execute();
  if (!(await db.selectFrom('newsroom_documents').select('id').where('id', '=', newsroomDoc.id).executeTakeFirst())) {
    newsroomDoc.id = (await createDocument(db, staffActor, validArticle({ canonicalPath: `/fuzz/newsroom-${++newsroomDoc.made}` }), new Date())).id;
  }
  if (++newsroomCalls % 500 === 0) forgetRateLimiters();
}

async function send(route: RouteCase, method: string, sent: Sent, params: Record<string, string>): Promise<Response> {
  if (route.path.startsWith('/api/account') || route.path.startsWith('/api/auth') || route.path.startsWith('/api/user-profile') || route.path === '/api/me') await ensureMember();
  if (route.staff) await ensureStaff();
  ctx.headers = new Headers(sent.request.headers);
  // A replay without an address gets its own, so no throttle counts it with another request.
  if (!ctx.headers.has('x-wellread-peer-address')) ctx.headers.set('x-wellread-peer-address', `198.51.100.${++replayAddresses % 250}`);
  const handler = route.handlers[method] as Handler;
  const response = await handler(sent.request, { params: Promise.resolve(params) });
  await response.clone().arrayBuffer(); // the answer's body must be readable too
  return response;
}

// ---- the fuzz ---------------------------------------------------------------------------------

let db: Kysely<Database>;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  ctx.db = db;
  // The demo drug data set, so the savings routes get past "unknown drug" to pricing and coupons.
  const started = Date.now();
  await seedDrugData(db);
  console.log(`seeded the drug data in ${Date.now() - started} ms`);
  // Real ids from the data set for the savings routes' query seeds.
  const dosage = await db
    .selectFrom('drug_dosages')
    .innerJoin('drug_forms', 'drug_forms.id', 'drug_dosages.form_id')
    .innerJoin('drugs', 'drugs.id', 'drug_forms.drug_id')
    .select(['drug_dosages.formulation_id', 'drug_dosages.ndc', 'drug_dosages.common_quantities', 'drugs.id', 'drugs.drug_slug'])
    .executeTakeFirstOrThrow();
  const location = await db.selectFrom('pharmacy_locations').select(['id', 'chain_id']).executeTakeFirstOrThrow();
  const quantity = (JSON.parse(dosage.common_quantities) as Array<{ display: string; value: number }>)[0]!;
  Object.assign(couponParams, { formulationId: dosage.formulation_id, ndc: dosage.ndc, drugId: String(dosage.id), drugUrlSlug: dosage.drug_slug, quantityDisplay: quantity.display, locationId: String(location.id), retailerId: String(location.chain_id) });
  Object.assign(routes.find((r) => r.path === '/api/optum/prices')!.queries![0]!, { formulationId: dosage.formulation_id, quantity: String(quantity.value) });
  Object.assign(routes.find((r) => r.path === '/api/drugPricing')!.queries![0]!, { ndc: dosage.ndc });
  // An article that takes "Was this helpful?" votes.
  await upsertDocument(db, validated(validArticle({ canonicalPath: feedbackArticle })));
  // The signed-in member the fuzz's cookie and bearer token name.
  await ensureMember();
  member.bearer = `Bearer ${(await issueAccessToken(db, member.id, sha256(member.token), new Date())).accessToken}`;
  // A small image in the media library, so the media route's fuzz also reaches stored files.
  const png = await sharp({ create: { width: 320, height: 2, channels: 3, background: '#369' } }).png().toBuffer();
  mediaItem.id = (await uploadMedia(db, await mediaStorage(), { bytes: png, fileName: 'fuzz.png', alt: 'A fuzz image', createdBy: 'fuzz@example.org' })).id;
  // The newsroom's: a staff member with every role, a document and an image of its own (the fuzz may delete them).
  await ensureStaff();
  newsroomImage.id = (await uploadMedia(db, await mediaStorage(), { bytes: png, fileName: 'newsroom.png', alt: 'A newsroom image', createdBy: staffMember.email })).id;
  // No route may reach the network here; one that tried would get a failed fetch, which must not be a 500 either.
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('fetch failed (network disabled in the fuzz test)');
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('route fuzz', () => {
  for (const route of routes) {
    it(`${Object.keys(route.handlers).join(',')} ${route.path}: never 5xx, never throws, never reads far past ${route.cap} bytes`, async () => {
      const methodsHere = Object.keys(route.handlers);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...methodsHere), queryFor(route), headersFor(route), bodyFor(route), route.params ?? fc.constant({}), async (method, query, headers, body, params) => {
          runs++;
          const sent = buildRequest(route, method, query, headers, body);
          let response: Response;
          try {
            response = await send(route, method, sent, params);
          } catch (error) {
            failures.push(`${method} ${route.path}: threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
            throw error;
          }
          const key = `${method} ${route.path}`;
          statuses.set(key, { ...statuses.get(key), [response.status]: (statuses.get(key)?.[response.status] ?? 0) + 1 });
          if (response.status >= 500) failures.push(`${method} ${route.path}: ${response.status}`);
          expect(response.status).toBeLessThan(500);
          if (sent.stream) expect(sent.stream.pulled()).toBeLessThanOrEqual(route.cap + 2 * 64 * 1024);
        }),
        { numRuns: route.runs * runScale, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
      );
    }, 60_000);
  }

  it('covers every route handler in src/app', () => {
    const source = fs.readFileSync(new URL(import.meta.url), 'utf8');
    const imported = [...source.matchAll(/await import\('@\/app\/(.+?)'\)/g)].map((m) => `${m[1]}.ts`).sort();
    const appDir = path.resolve('src/app');
    const onDisk = (fs.readdirSync(appDir, { recursive: true }) as string[]).filter((f) => path.basename(f) === 'route.ts').map((f) => f.split(path.sep).join('/')).sort();
    expect(imported).toEqual(onDisk);
    expect(routes).toHaveLength(onDisk.length);
  });

  it('ran at least 5,000 generated requests', () => {
    console.log(`route fuzz: ${runs} generated requests over ${routes.length} routes`);
    for (const [key, counts] of statuses) console.log(`  ${key}: ${JSON.stringify(counts)}`);
    expect(failures).toEqual([]);
    expect(runs).toBeGreaterThanOrEqual(5000 * Math.min(runScale, 1));
  });
});

// ---- the issue's malformed inputs, replayed -------------------------------------------------

const MB = 1024 * 1024;
const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

describe('replays (security issue 15)', () => {
  it('a 100 MB chunked POST to /api/survey (limit 4 KB) gets 413 at once, reading little more than the cap', async () => {
    const body = lazyBody(100 * MB);
    const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const started = Date.now();
    const response = await send(routes.find((r) => r.path === '/api/survey')!, 'POST', { request: streamedRequest('http://localhost:3000/api/survey', body.stream, { headers: { 'content-type': 'application/json' } }) }, {});
    expect(response.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(body.pulled()).toBeLessThanOrEqual(maxSurveyBodyBytes + 2 * 64 * 1024);
    expect(body.cancelled()).toBe(true);
    expect(process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(50 * MB); // buffering would add 100 MB
  });

  const formRoutes = ['/ops/sign-in', '/api/consent/choice', '/api/newsletter/confirm', '/api/newsletter/unsubscribe', '/api/newsletter/delete'];
  for (const path of formRoutes) {
    it(`an oversized form to ${path} gets 413, streamed or declared`, async () => {
      const route = routes.find((r) => r.path === path)!;
      const body = lazyBody(100 * MB, 16 * 1024, 0x61);
      const streamed = await send(route, 'POST', { request: streamedRequest(`http://localhost:3000${path}`, body.stream, { headers: { 'content-type': 'application/x-www-form-urlencoded' } }) }, {});
      expect(streamed.status).toBe(413);
      expect(body.pulled()).toBeLessThanOrEqual(route.cap + 2 * 16 * 1024);
      expect(body.cancelled()).toBe(true);
      const text = `token=${'a'.repeat(route.cap)}`;
      const declared = await send(route, 'POST', { request: new Request(`http://localhost:3000${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: text }) }, {});
      expect(declared.status).toBe(413);
    });
  }

  const articles = () => routes.find((r) => r.path === '/api/content/articles')!;
  const putArticle = (body: string, contentType = 'application/json') =>
    send(articles(), 'PUT', { request: new Request('http://localhost:3000/api/content/articles', { method: 'PUT', headers: { authorization: `Bearer ${contentToken}`, 'content-type': contentType }, body }) }, {});

  it('a 10,000-deep array inside an unknown widget on PUT /api/content/articles gets 400, not 500', async () => {
    const text = JSON.stringify(validArticle({ body: [{ widgetFormat: 'future-widget', data: 0 }] })).replace('"data":0', `"data":${deepArrayJson(10_000)}`);
    const response = await putArticle(text);
    expect([response.status, await errorCode(response)]).toEqual([400, 'too_deep']);
  });

  it('an ordinary article with an unknown widget is still stored', async () => {
    const response = await putArticle(JSON.stringify(articleSeed));
    expect(response.status).toBe(200);
  });

  /** The method that reads a route's JSON body, the headers that sign a newsroom call in, and its params. */
  const jsonMethod = (route: RouteCase) => route.jsonMethod ?? Object.keys(route.handlers).find((m) => m !== 'GET')!;
  const signIn = (route: RouteCase): Record<string, string> => (route.staff ? { cookie: staffCookie() } : {});
  const paramsFor = (route: RouteCase) => route.staff?.params() ?? {};

  it('invalid JSON gets 400 invalid_json on every JSON route', async () => {
    for (const route of routes.filter((r) => r.body === 'json')) {
      const method = jsonMethod(route);
      if (route.staff) await ensureStaff();
      const response = await send(route, method, { request: new Request(`http://localhost:3000${route.path}`, { method, headers: { authorization: `Bearer ${contentToken}`, 'content-type': 'application/json', ...signIn(route) }, body: '{"a":' }) }, paramsFor(route));
      expect([route.path, response.status, await errorCode(response)]).toEqual([route.path, 400, 'invalid_json']);
    }
  });

  it('a wrong content type never gives a 5xx: JSON to a form route, a form to a JSON route, bytes as multipart', async () => {
    for (const route of routes.filter((r) => r.body !== 'none')) {
      const method = jsonMethod(route);
      if (route.staff) await ensureStaff();
      for (const [type, body] of [
        ['application/json', '{"choice":"accept-all","token":"x"}'],
        ['application/x-www-form-urlencoded', 'choice=accept-all&path=/a&score=3'],
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="choice"\r\n\r\naccept-all\r\n--x--\r\n'],
        ['multipart/form-data', '\u0000\u0001'],
        ['text/plain', 'hello'],
      ] as const) {
        const response = await send(route, method, { request: new Request(`http://localhost:3000${route.path}`, { method, headers: { authorization: `Bearer ${contentToken}`, 'content-type': type, ...signIn(route) }, body }) }, paramsFor(route));
        expect([route.path, type, response.status < 500]).toEqual([route.path, type, true]);
      }
    }
  });

  it('JSON with prototype keys is just data', async () => {
    const response = await send(routes.find((r) => r.path === '/api/survey')!, 'POST', { request: new Request('http://localhost:3000/api/survey', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"__proto__":{"score":5},"path":"/a","score":3}' }) }, {});
    expect(response.status).toBe(400);
  });

  it('every JSON route refuses a page of another site (403) and a body not sent as application/json (415) (issue 29, finding 7)', async () => {
    for (const route of routes.filter((r) => r.body === 'json')) {
      const method = jsonMethod(route);
      const body = JSON.stringify(route.seeds![0]);
      if (route.staff) await ensureStaff();
      const call = (headers: Record<string, string>) =>
        send(route, method, { request: new Request(`http://localhost:3000${route.path}`, { method, headers: { host: 'localhost:3000', authorization: `Bearer ${contentToken}`, ...signIn(route), ...headers }, body }) }, paramsFor(route));
      // What a page of another site can send without a CORS preflight: a form, a beacon, fetch with mode no-cors.
      for (const type of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const forged = await call({ 'sec-fetch-site': 'cross-site', 'content-type': type });
        expect([route.path, type, forged.status, await errorCode(forged)]).toEqual([route.path, type, 403, 'cross_site']);
        const untyped = await call({ 'sec-fetch-site': 'same-origin', 'content-type': type });
        expect([route.path, type, untyped.status, await errorCode(untyped)]).toEqual([route.path, type, 415, 'unsupported_media_type']);
      }
      for (const headers of [{ 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }] as Record<string, string>[]) {
        const refused = await call({ ...headers, 'content-type': 'application/json' });
        // The newsroom's answers are all about one person: private as well.
        expect([route.path, refused.status, refused.headers.get('cache-control')]).toEqual([route.path, 403, route.staff ? 'private, no-store' : 'no-store']);
      }
    }
  });
});
