import { describe, expect, it, vi } from 'vitest';
import { confirmOutcome, pickOutcome, unsubscribeOutcome } from '@/features/newsletter/link-messages';
import { botCheckConfig, recaptchaAction, verifyRecaptcha } from '@/features/newsletter/server/bot-check.server';
import { confirmationMail } from '@/features/newsletter/server/confirmation-mail';
import { welcomeMail } from '@/features/newsletter/server/welcome-mail';
import { listsWithFrequency, siteLists } from '@/features/newsletter/lists';
import { SITES } from '@/sites';

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

describe('welcome mail', () => {
  const lists = [
    { id: 'a', name: 'Wellness <Wire>', description: 'New articles.', frequency: 'every week' },
    { id: 'b', name: 'Nutrition Notes', description: 'Practical nutrition.', frequency: 'twice a month' },
  ];
  const mail = welcomeMail({
    to: 'a@b.test',
    siteName: 'Wellread',
    lists,
    homeUrl: 'https://w.test/',
    unsubscribeUrl: 'https://w.test/newsletter/unsubscribe?token=u.u',
    oneClickUrl: 'https://w.test/api/newsletter/unsubscribe?token=u.u',
    deleteUrl: 'https://w.test/newsletter/delete?token=d.d',
  });
  it('says what the reader signed up for and how often, where to start reading, with the unsubscribe links and headers', () => {
    expect(mail.to).toBe('a@b.test');
    expect(mail.subject).toBe('Welcome to Wellness <Wire> and Nutrition Notes from Wellread');
    expect(mail.text).toContain('- Wellness <Wire>, every week: New articles.');
    expect(mail.text).toContain('- Nutrition Notes, twice a month: Practical nutrition.');
    expect(mail.text).toContain('start reading: https://w.test/');
    expect(mail.text).toContain('Unsubscribe: https://w.test/newsletter/unsubscribe?token=u.u');
    expect(mail.text).toContain('Delete my data: https://w.test/newsletter/delete?token=d.d');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://w.test/api/newsletter/unsubscribe?token=u.u>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });
  it('escapes names in the HTML part', () => {
    expect(mail.html).toContain('<strong>Wellness &#60;Wire&#62;</strong>, every week');
    expect(mail.html).not.toContain('<Wire>');
    expect(mail.html).toContain('<a href="https://w.test/newsletter/unsubscribe?token=u.u">Unsubscribe</a>');
  });
});

describe('link outcome texts', () => {
  it('after confirming says what comes, how often, and that a welcome mail went out', () => {
    const lists = SITES.healthline.newsletter.lists;
    expect(listsWithFrequency(lists.slice(0, 1))).toBe('Wellness Wire (every week)');
    expect(listsWithFrequency(lists)).toBe('Wellness Wire (every week) and Nutrition Notes (twice a month)');
    expect(confirmOutcome('confirmed', 't', lists).message).toBe(
      'Thank you. You will receive Wellness Wire (every week) and Nutrition Notes (twice a month). We have sent you a welcome email; the next issue will come to the same inbox.',
    );
    expect(siteLists('healthline', ['nutrition-notes', 'gone', 'nutrition-notes']).map((l) => l.id)).toEqual(['nutrition-notes']);
  });


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
