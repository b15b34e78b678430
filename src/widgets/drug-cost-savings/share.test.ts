import { describe, expect, it } from 'vitest';
import { shareBody, successText } from './share';

describe('coupon share', () => {
  it('builds the share bodies per send type', () => {
    expect(shareBody('t', 'c1', { sendType: 'email', email: ' reader@example.org ' })).toEqual({ token: 't', couponID: 'c1', sendType: 'email', email: 'reader@example.org' });
    expect(shareBody('t', 'c1', { sendType: 'textMessage', phoneNumber: '3175550123' })).toEqual({ token: 't', couponID: 'c1', sendType: 'textMessage', phoneNumber: '3175550123' });
    expect(shareBody('t', 'c1', { sendType: 'wallet', platform: 'iOS' })).toEqual({ token: 't', couponID: 'c1', sendType: 'wallet', platform: 'iOS' });
  });

  it('names the partner in the success text, for an email or a text', () => {
    expect(successText('email', 'Optum Perks')).toBe('Look for an email from Optum Perks, and show the coupon at the pharmacy when you fill your prescription.');
    expect(successText('textMessage', 'Optum Perks')).toBe('Look for a text from Optum Perks, and show the coupon at the pharmacy when you fill your prescription.');
  });
});
