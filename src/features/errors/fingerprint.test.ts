import { describe, expect, it } from 'vitest';
import { errorFingerprint } from '@/features/errors/server/error-reports.server';
import { normaliseMessage, topFrame } from './fingerprint';

describe('error fingerprints', () => {
  it('replace numbers, hex ids, uuids, URLs and quoted strings in the message by placeholders', () => {
    expect(normaliseMessage('Request 42 failed after 1.5 s')).toBe('Request <n> failed after <n> s');
    expect(normaliseMessage('No article 3f2a9c1b7d4e5f60 for 0xdeadbeef')).toBe('No article <hex> for <hex>');
    expect(normaliseMessage('Unknown coupon 123e4567-e89b-12d3-a456-426614174000')).toBe('Unknown coupon <uuid>');
    expect(normaliseMessage('Failed to fetch https://cdn.example.com/a/b.js?v=3 (status 503)')).toBe('Failed to fetch <url> (status <n>)');
    expect(normaliseMessage(`Cannot read properties of undefined (reading 'title')`)).toBe('Cannot read properties of undefined (reading <str>)');
    expect(normaliseMessage('Unexpected token "<" in JSON')).toBe('Unexpected token <str> in JSON');
    // An apostrophe inside a word is not a quote; a plain word of hex letters is not an id.
    expect(normaliseMessage("Can't find variable: decade")).toBe("Can't find variable: decade");
  });

  it('keep the top frame without line and column, query, origin, install folder, build id or chunk hashes', () => {
    const v8 = 'TypeError: x is undefined\n    at renderCard (https://www.example.com/_next/static/chunks/app/page-0a1b2c3d4e5f6a7b.js?dpl=abc:1:23456)\n    at other (x.js:1:1)';
    expect(topFrame(v8)).toBe('renderCard /_next/static/chunks/app/page-<hash>.js');
    const gecko = 'renderCard@https://psy.example.org/_next/static/chunks/4821-9f8e7d6c5b4a3921.js:2:911\n@debugger eval code:1:1';
    expect(topFrame(gecko)).toBe('renderCard /_next/static/chunks/<n>-<hash>.js');
    expect(topFrame('Error: boom\n    at async handlePOST (/srv/app-2/.next/server/app/api/optum/coupons/route.js:1:2345)')).toBe('handlePOST /.next/server/app/api/optum/coupons/route.js');
    expect(topFrame('Error\n    at https://x.example/_next/static/Bx_9kLmZ2/_buildManifest.js:1:2')).toBe('/_next/static/<build>/_buildManifest.js');
    // A minifier's names change from build to build: left out.
    expect(topFrame('Error\n    at t.r (https://x.example/_next/static/chunks/123-aa11bb22cc33dd44.js:1:99)')).toBe('/_next/static/chunks/<n>-<hash>.js');
    expect(topFrame(undefined)).toBe('');
    expect(topFrame('no frames here')).toBe('');
  });

  it('group one bug seen with other numbers, on other builds and hosts, and keep different messages, sites, sources and frames apart', () => {
    const report = {
      source: 'client' as const,
      site: 'healthline',
      name: 'TypeError',
      message: `Cannot read properties of undefined (reading 'price') in card 17`,
      stack: 'TypeError: …\n    at renderCard (https://www.example.com/_next/static/chunks/app/page-0a1b2c3d4e5f6a7b.js:1:23456)',
    };
    const fingerprint = errorFingerprint(report);
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    const sameBug = {
      ...report,
      message: `Cannot read properties of undefined (reading 'name') in card 3`,
      stack: 'TypeError: …\n    at renderCard (http://localhost:3000/_next/static/chunks/app/page-ffee00112233aabb.js:1:20001)',
    };
    expect(errorFingerprint(sameBug)).toBe(fingerprint);
    expect(errorFingerprint({ ...report, message: 'Cannot read properties of null (reading "price")' })).not.toBe(fingerprint);
    expect(errorFingerprint({ ...report, site: 'psy' })).not.toBe(fingerprint);
    expect(errorFingerprint({ ...report, source: 'server' })).not.toBe(fingerprint);
    expect(errorFingerprint({ ...report, name: 'RangeError' })).not.toBe(fingerprint);
    expect(errorFingerprint({ ...report, stack: report.stack.replace('renderCard', 'renderPrice') })).not.toBe(fingerprint);
  });
});
