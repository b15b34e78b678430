import 'server-only';
import { z } from 'zod';
import { getArticlesInCategories } from '@/content/queries.server';
import { readJsonBody } from '@/lib/api';
import { currentSiteId } from '@/lib/current-site.server';
import { log } from '@/lib/log';
import { interestTaxonomy, topicsOfInterest } from '../interest-taxonomy';
import { followBodySchema, savedBodySchema } from '../schema';
import { accountData } from './account-data.server';
import { deleteMember } from './deletion.server';
import { followedTopics, followTopic, memberInterests, savedArticles, saveArticle, unfollowTopic, unsaveArticle } from './profile.server';
import { accountRateLimited, invalidRequest, memberContext, privateError, privateHeaders, privateJson, type MemberContext } from './request.server';
import { clearedSessionCookies } from './sessions.server';
import { applyMarketingChoice } from './refresh.server';
import { subscribeContext } from '@/features/newsletter/server/context.server';

type SignedIn = MemberContext & { session: NonNullable<MemberContext['session']>; member: NonNullable<MemberContext['member']> };

async function signedIn(request: Request): Promise<SignedIn | Response> {
  const ctx = await memberContext(request);
  if (!ctx.session || !ctx.member) return privateError(401, 'not_signed_in', 'Sign in to use your account.');
  return ctx as SignedIn;
}


/** GET /api/account: everything we hold about the member; with ?download=1, the same as a JSON file (the export). */
export async function handleAccount(request: Request): Promise<Response> {
  const ctx = await signedIn(request);
  if (ctx instanceof Response) return ctx;
  const now = new Date();
  const data = await accountData(ctx.db, ctx.member, ctx.session.public_id, now);
  if (new URL(request.url).searchParams.get('download') !== '1') return privateJson(data);
  return new Response(JSON.stringify(data, null, 2), {
    headers: { ...privateHeaders, 'content-type': 'application/json; charset=utf-8', 'content-disposition': `attachment; filename="wellread-account-${now.toISOString().slice(0, 10)}.json"` },
  });
}

/** DELETE /api/account with {"confirm": "delete my account"}: deletes the member and signs this browser out. */
const deleteSchema = z.strictObject({ confirm: z.literal('delete my account') });

export async function handleDeleteAccount(request: Request): Promise<Response> {
  const read = await readJsonBody(request, 256);
  if (!read.ok) return read.response;
  const parsed = deleteSchema.safeParse(read.body);
  if (!parsed.success) return invalidRequest('To delete the account, send {"confirm": "delete my account"}.', parsed.error);
  const ctx = await signedIn(request);
  if (ctx instanceof Response) return ctx;
  const counts = await deleteMember(ctx.db, ctx.member);
  log('info', 'member deleted their account', { rows: Object.values(counts).reduce((a, b) => a + b, 0) });
  const response = new Response(null, { status: 204, headers: privateHeaders });
  for (const cookie of clearedSessionCookies(ctx.https)) response.headers.append('set-cookie', cookie);
  return response;
}

/** GET /api/account/saved (the list), POST {path} (save), DELETE {path} (remove). */
export async function handleSaved(request: Request): Promise<Response> {
  const site = await currentSiteId();
  if (request.method === 'GET') {
    const ctx = await signedIn(request);
    if (ctx instanceof Response) return ctx;
    return privateJson({ saved: await savedArticles(ctx.db, ctx.member.id, site) });
  }
  const read = await readJsonBody(request, 1024);
  if (!read.ok) return read.response;
  const parsed = savedBodySchema.safeParse(read.body);
  if (!parsed.success) return invalidRequest('The body must be {"path": "/an-article"}.', parsed.error);
  const ctx = await signedIn(request);
  if (ctx instanceof Response) return ctx;
  const limited = await accountRateLimited('profile-write');
  if (limited) return limited;
  if (request.method === 'DELETE') {
    await unsaveArticle(ctx.db, ctx.member.id, site, parsed.data.path);
    return privateJson({ saved: false, path: parsed.data.path });
  }
  if (!(await saveArticle(ctx.db, ctx.member.id, site, parsed.data.path, new Date()))) return privateError(404, 'no_such_article', 'There is no article at that path to save.');
  return privateJson({ saved: true, path: parsed.data.path });
}

/** GET /api/account/follows, POST {topicId, digest} (follow, or change the digest choice), DELETE {topicId} (unfollow). */
export async function handleFollows(request: Request): Promise<Response> {
  const site = await currentSiteId();
  if (request.method === 'GET') {
    const ctx = await signedIn(request);
    if (ctx instanceof Response) return ctx;
    return privateJson({ follows: await followedTopics(ctx.db, ctx.member.id, site), topics: interestTaxonomy(site).filter((o) => o.questionType !== 'jtbd') });
  }
  const read = await readJsonBody(request, 1024);
  if (!read.ok) return read.response;
  const parsed = followBodySchema.safeParse(read.body);
  if (!parsed.success) return invalidRequest('The body must be {"topicId": "a-topic", "digest": true|false}.', parsed.error);
  const ctx = await signedIn(request);
  if (ctx instanceof Response) return ctx;
  const limited = await accountRateLimited('profile-write');
  if (limited) return limited;
  if (request.method === 'DELETE') {
    await unfollowTopic(ctx.db, ctx.member.id, site, parsed.data.topicId);
    return privateJson({ follows: await followedTopics(ctx.db, ctx.member.id, site) });
  }
  if (!(await followTopic(ctx.db, ctx.member.id, site, parsed.data.topicId, parsed.data.digest, new Date()))) return privateError(404, 'no_such_topic', 'There is no such topic to follow.');
  return privateJson({ follows: await followedTopics(ctx.db, ctx.member.id, site) });
}

/** GET /api/account/for-you: the newest articles in the member's topics (interests and follows), for the home page's "For you". */
export async function handleForYou(request: Request): Promise<Response> {
  const ctx = await signedIn(request);
  if (ctx instanceof Response) return ctx;
  const site = await currentSiteId();
  const [interests, follows] = await Promise.all([memberInterests(ctx.db, ctx.member.id, site), followedTopics(ctx.db, ctx.member.id, site)]);
  const followedIds = follows.map((f) => f.topicId);
  const topicIds = topicsOfInterest(site, { topicIds: [...interests.topicIds, ...followedIds], subtopicIds: [...interests.subtopicIds, ...followedIds] });
  const options = interestTaxonomy(site);
  const articles = topicIds.length === 0 ? [] : await getArticlesInCategories(site, topicIds, 6);
  return privateJson({
    topics: topicIds.map((id) => ({ id, name: options.find((o) => o.id === id)?.name ?? id })),
    articles: articles.map((a) => ({ path: a.canonicalPath, title: a.title, description: a.description })),
  });
}

/** POST /api/account/marketing {optIn}: the member's marketing choice (the onboarding panel's newsletter box); a new member who opts in is subscribed (spec 5, Refresh). */
const marketingSchema = z.strictObject({ optIn: z.boolean() });

export async function handleMarketing(request: Request): Promise<Response> {
  const read = await readJsonBody(request, 256);
  if (!read.ok) return read.response;
  const parsed = marketingSchema.safeParse(read.body);
  if (!parsed.success) return invalidRequest('The body must be {"optIn": true|false}.', parsed.error);
  const ctx = await signedIn(request);
  if (ctx instanceof Response) return ctx;
  const limited = await accountRateLimited('profile-write');
  if (limited) return limited;
  const outcome = await applyMarketingChoice(ctx.db, ctx.member, await currentSiteId(), parsed.data.optIn, await subscribeContext(ctx.db), new Date());
  return privateJson({ optIn: parsed.data.optIn, outcome });
}
