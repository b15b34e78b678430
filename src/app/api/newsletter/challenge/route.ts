import { getDb } from '@/db/client.server';
import { newAltchaChallenge } from '@/features/newsletter/server/bot-check.server';
import { keys } from '@/features/newsletter/server/context.server';
import { apiError } from '@/lib/api';
import { env } from '@/lib/env';
import { apiRoute } from '@/lib/api-route';

/** A proof-of-work challenge for the ALTCHA bot check (only while reCAPTCHA is not configured). */
async function handleGET(): Promise<Response> {
  const { RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET } = env();
  if (RECAPTCHA_SITE_KEY && RECAPTCHA_SECRET) return apiError(404, 'not_found', 'This site uses reCAPTCHA.');
  const challenge = await newAltchaChallenge((await keys(await getDb())).altcha);
  return Response.json(challenge, { headers: { 'cache-control': 'no-store' } });
}

export const GET = apiRoute(handleGET);
