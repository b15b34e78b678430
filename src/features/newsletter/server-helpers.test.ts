import { describe, expect, it, vi } from 'vitest';
import { confirmOutcome, pickOutcome, unsubscribeOutcome } from '@/features/newsletter/link-messages';
import { botCheckConfig, recaptchaAction, verifyRecaptcha } from '@/features/newsletter/server/bot-check.server';
import { confirmationMail } from '@/features/newsletter/server/confirmation-mail';

describe('bot check selection and reCAPTCHA verification', () => {
  it('uses ALTCHA unless both reCAPTCHA keys are set', () => {
    expect(botCheckConfig({ siteKey: '', secret: '' })).toEqual({ kind: 'altcha' });
    expect(botCheckConfig({ siteKey: 'site', secret: '' })).toEqual({ kind: 'altcha' });
    expect(botCheckConfig({ siteKey: 'site', secret: 'secret' })).toEqual({ kind: 'recaptcha', siteKey: 'site' });
  });

  it('asks Google siteverify with the secret and accepts only success with our action and a good score', async () => {
    const answer = (body: unknown, status = 200) => vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => Response.json(body, { status }));
    const ok = answer({ success: true, score: 0.9, action: recaptchaAction });
    expect(await verifyRecaptcha('tok', 'secret', '203.0.113.1', ok as unknown as typeof fetch)).toBe(true);
    const [url, init] = ok.mock.calls[0]!;
    expect(url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(String(init?.body)).toBe('secret=secret&response=tok&remoteip=203.0.113.1');
    for (const bad of [{ success: false }, { success: true, score: 0.1, action: recaptchaAction }, { success: true, score: 0.9, action: 'login' }, { nonsense: 1 }]) {
      expect(await verifyRecaptcha('tok', 'secret', null, answer(bad) as unknown as typeof fetch)).toBe(false);
    }
    expect(await verifyRecaptcha('tok', 'secret', null, answer({}, 500) as unknown as typeof fetch)).toBe(false);
    expect(await verifyRecaptcha('tok', 'secret', null, (async () => Promise.reject(new Error('down'))) as unknown as typeof fetch)).toBe(false);
  });
});

describe('confirmation mail', () => {
  const mail = confirmationMail({
    to: 'a@b.test',
    siteName: 'Wellread',
    listNames: ['Wellness <Wire>'],
    confirmUrl: 'https://w.test/newsletter/confirm?token=c.c',
    unsubscribeUrl: 'https://w.test/newsletter/unsubscribe?token=u.u',
    oneClickUrl: 'https://w.test/api/newsletter/unsubscribe?token=u.u',
    deleteUrl: 'https://w.test/newsletter/delete?token=d.d',
  });
  it('carries the confirm, unsubscribe and delete-my-data links and the RFC 8058 headers', () => {
    expect(mail.text).toContain('https://w.test/newsletter/confirm?token=c.c');
    expect(mail.text).toContain('https://w.test/newsletter/unsubscribe?token=u.u');
    expect(mail.text).toContain('Delete my data: https://w.test/newsletter/delete?token=d.d');
    expect(mail.html).toContain('<a href="https://w.test/newsletter/delete?token=d.d">Delete my data</a>');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://w.test/api/newsletter/unsubscribe?token=u.u>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });
  it('escapes names in the HTML part', () => {
    expect(mail.html).toContain('Wellness &#60;Wire&#62;');
    expect(mail.html).not.toContain('<Wire>');
  });
});

describe('link outcome texts', () => {
  it('has a clear message for each state and a button only while the link is unused', () => {
    expect(confirmOutcome('valid', 't').action).toEqual({ url: '/api/newsletter/confirm', token: 't', label: 'Confirm my subscription' });
    expect(confirmOutcome('confirmed', 't').title).toBe('You are subscribed');
    expect(confirmOutcome('used', 't').title).toBe('This link has already been used');
    expect(confirmOutcome('expired', 't').title).toBe('This link has expired');
    expect(confirmOutcome('invalid', 't').title).toBe('This link is not valid');
    expect(unsubscribeOutcome('unsubscribed', 't').title).toBe('You are unsubscribed');
    expect(unsubscribeOutcome('used', 't').title).toBe('You are already unsubscribed');
    for (const state of ['confirmed', 'used', 'expired', 'invalid'] as const) expect(confirmOutcome(state, 't').action).toBeUndefined();
    expect(pickOutcome('used', ['used'] as const)).toBe('used');
    expect(pickOutcome(['used'], ['used'] as const)).toBeUndefined();
    expect(pickOutcome('<script>', ['used'] as const)).toBeUndefined();
  });
});
