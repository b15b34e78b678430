// Whether `npm start` runs the local OpenID provider: unless AUTH_LOCAL_PROVIDER=off, or Apple,
// Google and the staff provider are all configured (src/features/accounts/server/providers.server.ts
// decides per provider the same way: a provider without its client id goes to the local issuer),
// or LOCAL_IDP_ORIGIN points elsewhere (a provider run apart).

/** @param {Record<string, string | undefined>} env */
export function localIdpWanted(env) {
  if (env.AUTH_LOCAL_PROVIDER === 'off') return false;
  if (env.AUTH_GOOGLE_CLIENT_ID && env.AUTH_APPLE_CLIENT_ID && env.STAFF_OIDC_CLIENT_ID) return false;
  const origin = env.LOCAL_IDP_ORIGIN;
  return !origin || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/?$/.test(origin);
}
