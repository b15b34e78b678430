/**
 * Spec 7: the login redirect's extra query parameters. They come from the sign-in start's query
 * (the browser knows the analytics session and anonymous id, the prompt that asked); correlationId
 * and provider are ours. A value that is not a short plain token is left out, never passed on.
 */
export const extraLoginParams = ['wk', 'correlationId', 'sessionId', 'appUserId', 'anonymousId', 'authPrompt', 'provider'] as const;

const plain = /^[A-Za-z0-9._:-]{1,128}$/;

export function extraParamsFrom(query: URLSearchParams, correlationId: string, provider: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of ['wk', 'sessionId', 'appUserId', 'anonymousId', 'authPrompt'] as const) {
    const value = query.get(name);
    if (value && plain.test(value)) params[name] = value;
  }
  params.correlationId = correlationId;
  params.provider = provider;
  return params;
}
