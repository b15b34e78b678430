import 'server-only';
import { sameSecret } from '@/lib/secrets.server';
import { rateLimiter } from '@/lib/rate-limit/rate-limiter.server';
import { operatorCookie, operatorSession, sessionCookieHeader } from './access.server';

/** Sign-in attempts per address per 15 minutes: enough for typos, too few to guess a 16+ character token. Redis when configured, else per instance. */
export const signInAttempts = 10;
const limiter = () => rateLimiter('ops-sign-in:ip', { points: signInAttempts, durationSeconds: 15 * 60, store: 'redis-or-memory' });

function redirect(location: string, cookie?: string): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  if (cookie) headers.set('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/** The sign-in form's POST: the right token sets the session cookie; anything else goes back to the form with a message. */
export async function signIn(request: Request, token: string, address: string | null): Promise<Response> {
  if (!token) return new Response('Not found', { status: 404 });
  if (!(await limiter().consume(address ?? 'unknown')).allowed) return redirect('/ops?signin=limited');
  const form = await request.formData().catch(() => null);
  const given = form?.get('token');
  if (typeof given !== 'string' || !given || given.length > 512 || !sameSecret(given, token)) return redirect('/ops?signin=failed');
  const secure = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  return redirect('/ops', sessionCookieHeader(operatorSession(token), secure));
}

export function signOut(): Response {
  return redirect('/ops', `${operatorCookie}=; Path=/ops; Max-Age=0; HttpOnly; SameSite=Strict`);
}

export const resetSignInLimits = () => limiter().reset();
