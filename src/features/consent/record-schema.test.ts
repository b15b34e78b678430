import { describe, expect, it } from 'vitest';
import { allGroups, withNecessary } from '@/features/consent/model';
import { recordBodyFor } from '@/features/consent/record';
import { consentRecordSchema, validateRequestSchema } from '@/features/consent/record-schema';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const paths = (body: unknown) => {
  const parsed = consentRecordSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
};

describe('consent record body (PATCH /api/consent)', () => {
  it('maps Accept all to setAll, every group code and the named vendors allowed', () => {
    const body = recordBodyFor(id, allGroups(true), 'accept-all');
    expect(body).toEqual({
      consentId: id,
      vendorConsents: { 'google-publisher-tag': true, 'meta-pixel': true },
      purposeConsents: {},
      vendorLegitimateInterests: {},
      purposeLegitimateInterests: {},
      publisherCustomConsents: { C0001: true, C0002: true, C0003: true, C0004: true, C0005: true },
      nonIABVendorsAllowed: true,
      setAll: true,
      unsetAll: false,
    });
    expect(consentRecordSchema.safeParse(body).success).toBe(true);
  });

  it('maps Reject all to unsetAll with only C0001, and a custom choice to neither', () => {
    const reject = recordBodyFor(id, allGroups(false), 'reject-all');
    expect(reject).toMatchObject({ setAll: false, unsetAll: true, nonIABVendorsAllowed: false, publisherCustomConsents: { C0001: true, C0004: false } });
    expect(consentRecordSchema.safeParse(reject).success).toBe(true);
    const custom = recordBodyFor(id, withNecessary({ performance: true }), 'custom');
    expect(custom).toMatchObject({ setAll: false, unsetAll: false, vendorConsents: { 'meta-pixel': false }, publisherCustomConsents: { C0002: true, C0003: false } });
    expect(consentRecordSchema.safeParse(custom).success).toBe(true);
  });

  it('refuses missing, unknown and contradictory fields with their paths', () => {
    const good = recordBodyFor(id, allGroups(true), 'accept-all');
    expect(paths({ ...good, consentId: 'not-a-uuid' })).toEqual(['consentId']);
    expect(paths({ ...good, extra: 1 })).toEqual(['']);
    const { setAll: _drop, ...noSetAll } = good;
    expect(paths(noSetAll)).toEqual(['setAll']);
    expect(paths({ ...good, publisherCustomConsents: { ...good.publisherCustomConsents, C0001: false } })).toEqual(['publisherCustomConsents.C0001']);
    expect(paths({ ...good, publisherCustomConsents: { ...good.publisherCustomConsents, C0099: true } })).toEqual(['publisherCustomConsents']);
    expect(paths({ ...good, unsetAll: true })).toContain('setAll');
    expect(paths({ ...recordBodyFor(id, allGroups(false), 'custom'), setAll: true })).toEqual(['publisherCustomConsents']);
    expect(paths({ ...recordBodyFor(id, allGroups(true), 'custom'), unsetAll: true })).toEqual(['publisherCustomConsents']);
    expect(paths({ ...good, purposeConsents: { abc: true } })).toEqual(['purposeConsents.abc']);
    expect(paths({ ...good, purposeConsents: { '1': 'yes' } })).toEqual(['purposeConsents.1']);
    expect(paths({ ...good, vendorConsents: { 'Bad Vendor': true } })).toEqual(['vendorConsents.Bad Vendor']);
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [String(i + 1), true]));
    expect(paths({ ...good, purposeConsents: many })).toEqual(['purposeConsents']);
    expect(paths(null)).toEqual(['']);
  });

  it('needs a non-empty cookieValue for /consent/validate', () => {
    expect(validateRequestSchema.safeParse({ cookieValue: 'groups=…' }).success).toBe(true);
    for (const body of [{}, { cookieValue: '' }, { cookieValue: 5 }, { cookieValue: 'x'.repeat(1001) }, { cookieValue: 'a', more: 1 }]) {
      expect(validateRequestSchema.safeParse(body).success).toBe(false);
    }
  });
});
