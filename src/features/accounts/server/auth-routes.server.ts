import 'server-only';
import { z } from 'zod';
import { readJsonBody } from '@/lib/api';
import { crossSiteRefused, isCrossSiteRequest } from '@/lib/request-security';
import { isAuthProvider } from '../providers';
import { acquireToken } from './acquire-token.server';
import { signedInUser } from './members.server';
import { invalidRequest, memberContext, privateError, privateHeaders, privateJson } from './request.server';
import { clearedSessionCookies, endSessionByToken, listSessions, revokeSession, sessionCookies, sessionToken } from './sessions.server';

function withCookies(response: Response, cookies: string[]): Response {
  for (const cookie of cookies) response.headers.append('set-cookie', cookie);
  return response;
}

/** GET /api/me: who is signed in, for the header's account menu and everything personal a page fills in the browser. */
export async function handleMe(request: Request): Promise<Response> {
  const ctx = await memberContext(request);
  if (!ctx.session || !ctx.member || !isAuthProvider(ctx.session.provider)) {
    // A hint cookie without a live session is cleared, so the browser stops asking.
    const hinted = (request.headers.get('cookie') ?? '').includes('wellread_member=');
    const response = privateJson({ authenticated: false });
    return hinted ? withCookies(response, clearedSessionCookies(ctx.https)) : response;
  }
  return privateJson({ authenticated: true, user: signedInUser(ctx.member, ctx.session.provider), session: { id: ctx.session.public_id, expiresAt: ctx.session.expires_at } });
}

/** POST /api/auth/token: an access token for the user profile service, or 401 interaction_required (the browser then signs in again). */
export async function handleToken(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request.headers)) return crossSiteRefused();
  const ctx = await memberContext(request);
  if (!ctx.session) return privateError(401, 'interaction_required', 'Sign-in is needed: there is no live session.');
  const acquired = await acquireToken(ctx.db, ctx.session, new Date());
  if (!acquired.ok) return withCookies(privateError(401, 'interaction_required', 'Sign-in is needed again: the provider ended the session.'), clearedSessionCookies(ctx.https));
  return privateJson({ accessToken: acquired.accessToken, expiresOn: acquired.expiresOn, rvoId: ctx.session.member_id, provider: ctx.session.provider });
}

/**
 * POST /api/auth/set-cookie (spec 7), our safe equivalent (decision 016): the spec's body carries
 * an MSAL account and a refresh token from the browser, which would let any script sign the
 * browser in as anyone. Here the session is made only by the callback; this call re-sets the
 * cookies of the live session (after the browser lost its hint cookie, say) and refuses every
 * identity field.
 */
const setCookieSchema = z.strictObject({ isAuthenticated: z.boolean() });
const refusedFields = ['email', 'userInfo', 'msalAccount', 'provider', 'refreshToken'];

export async function handleSetCookie(request: Request): Promise<Response> {
  const read = await readJsonBody(request, 2048);
  if (!read.ok) return read.response;
  const given = read.body && typeof read.body === 'object' ? Object.keys(read.body) : [];
  const refused = given.filter((key) => refusedFields.includes(key));
  if (refused.length > 0) {
    return privateError(400, 'identity_not_accepted', `This endpoint does not accept ${refused.join(', ')}: a session is made only by signing in with a provider.`);
  }
  const parsed = setCookieSchema.safeParse(read.body);
  if (!parsed.success) return invalidRequest('The body must be {"isAuthenticated": true|false}.', parsed.error, 'invalid_body');
  const ctx = await memberContext(request);
  const token = sessionToken(request.headers, ctx.https);
  if (!parsed.data.isAuthenticated) return handleClearCookie(request, true);
  if (!ctx.session || !token) return withCookies(privateError(401, 'no_session', 'There is no live session to set a cookie for.'), clearedSessionCookies(ctx.https));
  return withCookies(new Response(null, { status: 204, headers: privateHeaders }), sessionCookies(token, ctx.https));
}

/** POST /api/auth/clear-cookie: sign-out. Ends the session in the database and clears both cookies. */
export async function handleClearCookie(request: Request, checked = false): Promise<Response> {
  if (!checked && isCrossSiteRequest(request.headers)) return crossSiteRefused();
  const ctx = await memberContext(request);
  const token = sessionToken(request.headers, ctx.https);
  const ended = token ? await endSessionByToken(ctx.db, token) : false;
  if (!ended) return withCookies(privateError(401, 'no_account', 'No authenticated accounts found to sign out'), clearedSessionCookies(ctx.https));
  return withCookies(new Response(null, { status: 204, headers: privateHeaders }), clearedSessionCookies(ctx.https));
}

/** GET /api/auth/sessions: the member's live sessions (device, place, last seen). */
export async function handleSessions(request: Request): Promise<Response> {
  const ctx = await memberContext(request);
  if (!ctx.session || !ctx.member) return privateError(401, 'not_signed_in', 'Sign in to see your sessions.');
  return privateJson({ sessions: await listSessions(ctx.db, ctx.member.id, ctx.session.public_id, new Date()) });
}

/** DELETE /api/auth/sessions/{id}: ends one of the member's sessions (the current one too: that signs this browser out). */
export async function handleRevokeSession(request: Request, id: string): Promise<Response> {
  if (isCrossSiteRequest(request.headers)) return crossSiteRefused();
  const ctx = await memberContext(request);
  if (!ctx.session || !ctx.member) return privateError(401, 'not_signed_in', 'Sign in to manage your sessions.');
  if (!/^[A-Za-z0-9_-]{12}$/.test(id) || !(await revokeSession(ctx.db, ctx.member.id, id))) return privateError(404, 'no_such_session', 'You have no session with that id.');
  const response = new Response(null, { status: 204, headers: privateHeaders });
  return id === ctx.session.public_id ? withCookies(response, clearedSessionCookies(ctx.https)) : response;
}
