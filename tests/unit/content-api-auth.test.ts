import { afterEach, describe, expect, it } from 'vitest';
import { checkContentToken } from '@/content/api-auth.server';
import { resetEnvCache } from '@/lib/env';

function withToken(token: string | undefined) {
  if (token === undefined) delete process.env.CONTENT_API_TOKEN;
  else process.env.CONTENT_API_TOKEN = token;
  resetEnvCache();
}

const request = (authorization?: string) =>
  new Request('http://localhost/api/content/articles', { method: 'PUT', headers: authorization ? { authorization } : {} });

afterEach(() => withToken(undefined));

describe('content API authorisation', () => {
  it('is off (404) when no token is configured, whatever the request carries', async () => {
    withToken(undefined);
    expect(checkContentToken(request('Bearer anything'))?.status).toBe(404);
  });

  it('answers 401 with WWW-Authenticate for a missing or wrong token', async () => {
    withToken('s3cret-token');
    for (const header of [undefined, 'Bearer wrong', 'Basic s3cret-token', 'Bearer s3cret-token-longer', 'bearer s3cret-token']) {
      const response = checkContentToken(request(header));
      expect(response?.status, String(header)).toBe(401);
      expect(response?.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response?.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });

  it('lets the right bearer token through', () => {
    withToken('s3cret-token');
    expect(checkContentToken(request('Bearer s3cret-token'))).toBeNull();
  });
});
