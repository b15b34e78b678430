import { describe, expect, it } from 'vitest';
import { couponMailHtml, couponMailSubject, couponMailText, couponSmsBody, formatUsd, type CouponDetails } from '../coupon-text';
import { shareBodySchema } from '../schema';

const coupon: CouponDetails = {
  id: 'CABCDEFGHIJKLMNOPQRST',
  bin: '019999',
  pcn: 'WELLREAD',
  grp: 'WR0006',
  uid: 'WR123456789',
  drugName: 'Atorvastatin',
  dosage: '20mg',
  quantity: '30 tablets',
  pharmacy: 'Smith & <Sons> "Rx"',
  price: 7,
  demo: false,
};

describe('coupon messages', () => {
  it('formats prices in USD with 2 decimals', () => {
    expect(formatUsd(7)).toBe('$7.00');
    expect(formatUsd(12.345)).toBe('$12.35');
  });

  it('mail: subject names the drug; text carries every coupon field, the notes and the partner', () => {
    expect(couponMailSubject(coupon)).toBe('Your Atorvastatin savings coupon');
    const text = couponMailText(coupon, 'Optum Perks');
    for (const value of ['Atorvastatin', '20mg', '30 tablets', 'Smith & <Sons> "Rx"', '$7.00', '019999', 'WELLREAD', 'WR0006', 'WR123456789', 'Optum Perks']) expect(text).toContain(value);
    for (const label of ['Drug:', 'Dosage:', 'Quantity:', 'Pharmacy:', 'Price:', 'BIN:', 'PCN:', 'Group:', 'Member ID:']) expect(text).toContain(label);
    expect(text).toContain('not insurance');
    expect(text).toContain('no expiry');
    expect(text).toContain('price may change');
    expect(text).toContain('Show this coupon at the pharmacy');
    expect(text).not.toMatch(/demo/i);
  });

  it('mail HTML escapes every value', () => {
    const html = couponMailHtml({ ...coupon, drugName: '<script>x</script>' }, 'A&B <Perks>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<Sons>');
    expect(html).toContain('Smith &amp; &lt;Sons&gt; &quot;Rx&quot;');
    expect(html).toContain('A&amp;B &lt;Perks&gt;');
  });

  it('demo coupons say so in every channel', () => {
    expect(couponMailText({ ...coupon, demo: true }, 'Optum Perks')).toMatch(/demo data set and are not accepted at pharmacies/);
    expect(couponSmsBody({ ...coupon, demo: true })).toMatch(/^Demo coupon, not accepted at pharmacies\./);
  });

  it('text message: pharmacy, price and codes, never the drug or dosage', () => {
    const body = couponSmsBody(coupon);
    expect(body).toBe(['Pharmacy: Smith & <Sons> "Rx"', 'Price: $7.00', 'BIN: 019999', 'PCN: WELLREAD', 'GRP: WR0006', 'Member ID: WR123456789', 'Show this coupon at the pharmacy.'].join('\n'));
    expect(body).not.toContain('Atorvastatin');
    expect(body).not.toContain('20mg');
  });
});

describe('share body validation', () => {
  const base = { token: 'tok', couponID: 'CABCDEFGHIJKLMNOPQRST' };
  const issuesOf = (body: unknown) => {
    const parsed = shareBodySchema.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
  };

  it('email: something @ something . something', () => {
    expect(shareBodySchema.parse({ ...base, sendType: 'email', email: ' reader@example.org ' })).toMatchObject({ email: 'reader@example.org' });
    for (const bad of ['reader', 'reader@example', '@example.org', 'reader@.org x', 'a b@example.org', '']) expect(issuesOf({ ...base, sendType: 'email', email: bad })).toEqual(['email']);
    expect(issuesOf({ ...base, sendType: 'email' })).toEqual(['email']);
  });

  it('phone: 10 US digits, an optional leading 1 or +1, formatting characters allowed', () => {
    for (const ok of ['2125550123', '(212) 555-0123', '212.555.0123', '+1 212 555 0123', '1-212-555-0123']) {
      expect(shareBodySchema.parse({ ...base, sendType: 'textMessage', phoneNumber: ok })).toMatchObject({ phoneNumber: '2125550123' });
    }
    for (const bad of ['212555012', '212555012345', '+44 20 7946 0958', '0125550123', '2120550123', '212-555-01x3', '']) {
      expect(issuesOf({ ...base, sendType: 'textMessage', phoneNumber: bad }), bad).toEqual(['phoneNumber']);
    }
  });

  it('wallet: platform Android or iOS', () => {
    expect(shareBodySchema.parse({ ...base, sendType: 'wallet', platform: 'iOS' })).toMatchObject({ platform: 'iOS' });
    expect(issuesOf({ ...base, sendType: 'wallet', platform: 'Windows' })).toEqual(['platform']);
  });

  it('token, couponID and sendType are required; unknown fields are refused', () => {
    expect(issuesOf({ couponID: base.couponID, sendType: 'wallet', platform: 'iOS' })).toEqual(['token']);
    expect(issuesOf({ token: 'tok', sendType: 'wallet', platform: 'iOS' })).toEqual(['couponID']);
    expect(issuesOf({ ...base, couponID: 'C/../x', sendType: 'wallet', platform: 'iOS' })).toEqual(['couponID']);
    expect(issuesOf({ ...base, sendType: 'fax' })).toEqual(['sendType']);
    expect(issuesOf({ ...base, sendType: 'email', email: 'reader@example.org', phoneNumber: '2125550123' })).toEqual(['']);
  });
});
