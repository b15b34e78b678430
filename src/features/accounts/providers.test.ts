import { describe, expect, it } from 'vitest';
import { env, resetEnvCache } from '@/lib/env';
import { offeredProviders, providerConfigProblems, providerPolicy } from './server/providers.server';

function config(vars: Record<string, string>) {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  resetEnvCache();
  try {
    return env();
  } finally {
    process.env = saved;
    resetEnvCache();
  }
}

describe('provider policies (spec 7: a custom policy per provider)', () => {
  it('uses the local provider for a provider without credentials, with every extra parameter', () => {
    const c = config({ LOCAL_IDP_ORIGIN: 'http://localhost:4000' });
    const google = providerPolicy('google', c)!;
    expect(google).toMatchObject({ kind: 'local', issuer: 'http://localhost:4000/google', clientId: 'wellread-local-google', responseMode: 'query', sendsExtraParams: true });
    expect(google.scopes).toEqual(['openid', 'profile', 'email', 'offline_access']);
    expect(providerPolicy('apple', c)).toMatchObject({ kind: 'local', issuer: 'http://localhost:4000/apple', responseMode: 'form_post' });
  });

  it('switches to the real provider by configuration alone', () => {
    const c = config({ AUTH_GOOGLE_CLIENT_ID: 'g-id', AUTH_GOOGLE_CLIENT_SECRET: 'g-secret', AUTH_APPLE_CLIENT_ID: 'com.example.web', AUTH_APPLE_TEAM_ID: 'TEAM', AUTH_APPLE_KEY_ID: 'KEY', AUTH_APPLE_PRIVATE_KEY: 'pem', AUTH_SCOPES: 'email extra' });
    expect(providerPolicy('google', c)).toMatchObject({ kind: 'real', issuer: 'https://accounts.google.com', clientId: 'g-id', fixedParams: { access_type: 'offline', prompt: 'consent' }, sendsExtraParams: false });
    expect(providerPolicy('google', c)!.scopes).toEqual(['openid', 'profile', 'email', 'extra']);
    // Apple has no profile scope: its policy asks for name.
    expect(providerPolicy('apple', c)).toMatchObject({ kind: 'real', issuer: 'https://appleid.apple.com', clientId: 'com.example.web', responseMode: 'form_post' });
    expect(providerPolicy('apple', c)!.scopes).toEqual(['openid', 'name', 'email', 'extra']);
  });

  it('offers only configured providers when the local provider is off', () => {
    expect(offeredProviders(config({ AUTH_LOCAL_PROVIDER: 'off', AUTH_GOOGLE_CLIENT_ID: 'g', AUTH_GOOGLE_CLIENT_SECRET: 's' }))).toEqual(['google']);
    expect(offeredProviders(config({ AUTH_LOCAL_PROVIDER: 'off' }))).toEqual([]);
    expect(offeredProviders(config({}))).toEqual(['apple', 'google']);
  });

  it('names a half-done configuration', () => {
    expect(providerConfigProblems(config({ AUTH_GOOGLE_CLIENT_ID: 'g' }))).toEqual(['AUTH_GOOGLE_CLIENT_ID is set without AUTH_GOOGLE_CLIENT_SECRET.']);
    expect(providerConfigProblems(config({ AUTH_APPLE_CLIENT_ID: 'a', AUTH_APPLE_TEAM_ID: 't' }))).toHaveLength(1);
    expect(providerConfigProblems(config({}))).toEqual([]);
  });
});
