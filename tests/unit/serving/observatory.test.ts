import { describe, expect, it } from 'vitest';
import { commonSecurityHeaders, pageCsp } from '../../../scripts/security-headers.mjs';
import { gradeObservatory, type ObservedAnswer } from '@tests/support/observatory';

const origin = 'https://www.example.org';
const html = '<!doctype html><script nonce="n" src="/_next/static/chunks/a.js" async></script>';
const lower = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
const redirect: ObservedAnswer = { status: 301, headers: { location: `${origin}/` }, body: '' };

describe('the local Observatory grader', () => {
  it('grades a site without security headers F, as the issue measured before this work (D with some luck)', () => {
    const bare: ObservedAnswer = { status: 200, headers: { 'content-type': 'text/html' }, body: html };
    const result = gradeObservatory({ page: bare, http: { ...bare }, origin });
    expect(result.tests['content-security-policy']!.result).toBe('csp-not-implemented');
    expect(result.tests.redirection!.result).toBe('redirection-missing');
    expect(result.grade).toBe('F');
  });

  it('grades our headers A+ (110: referrer policy and frame-ancestors bonuses)', () => {
    const page: ObservedAnswer = { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': pageCsp('abc'), ...lower(commonSecurityHeaders({ https: true })) }, body: html };
    const result = gradeObservatory({ page, http: redirect, origin });
    expect(result).toMatchObject({ grade: 'A+', score: 110 });
  });

  it('takes points off for each weakness: unsafe-inline without a nonce, a session cookie without Secure, http without a redirect', () => {
    const headers = { 'content-type': 'text/html', ...lower(commonSecurityHeaders({ https: true })) };
    const inline = gradeObservatory({ page: { status: 200, headers: { ...headers, 'content-security-policy': "script-src 'self' 'unsafe-inline'; object-src 'none'" }, body: html }, http: redirect, origin });
    expect(inline.tests['content-security-policy']!.result).toBe('csp-implemented-with-unsafe-inline');
    expect(inline.grade).toBe('B+');
    const cookie = gradeObservatory({ page: { status: 200, headers: { ...headers, 'content-security-policy': pageCsp('a'), 'set-cookie': ['session=1; Path=/; HttpOnly'] }, body: html }, http: redirect, origin });
    expect(cookie.tests.cookies!.result).toBe('cookies-session-without-secure-flag-but-protected-by-hsts');
    const noRedirect = gradeObservatory({ page: { status: 200, headers: { ...headers, 'content-security-policy': pageCsp('a') }, body: html }, http: { status: 200, headers: {}, body: '' }, origin });
    expect(noRedirect.tests.redirection!.result).toBe('redirection-missing');
    expect(noRedirect.grade).not.toBe('A+');
  });
});
