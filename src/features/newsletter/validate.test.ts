import { describe, expect, it } from 'vitest';
import {
  consentValue,
  firstError,
  formatProfileDate,
  isCalendarDate,
  isMockSuccess,
  isValidEmail,
  messages,
  profileDataFrom,
  serviceErrorMessage,
  type NewsletterFormValues,
} from '@/features/newsletter/validate';

const picker = (overrides: Partial<NewsletterFormValues['datePickers'][number]> = {}) => ({
  name: 'dueDate',
  selectedYear: 2027,
  selectedMonth: 3,
  selectedDay: 9,
  errorMessage: 'Please choose your due date',
  ...overrides,
});

const valid = (overrides: Partial<NewsletterFormValues> = {}): NewsletterFormValues => ({
  email: 'reader@example.org',
  datePickers: [],
  newsletterConsent: false,
  explicitConsent: false,
  isEEA: false,
  ...overrides,
});

describe('newsletter validation (spec 5)', () => {
  it('needs 3 or more characters and an @ in the email', () => {
    expect(isValidEmail('a@b')).toBe(true);
    expect(isValidEmail('@b')).toBe(false);
    expect(isValidEmail('ab')).toBe(false);
    expect(isValidEmail('abc')).toBe(false);
    expect(isValidEmail('   a@   ')).toBe(false);
    expect(firstError(valid({ email: 'nope' }))).toBe('Please enter a valid email');
    expect(firstError(valid())).toBeNull();
  });

  it('needs a non-zero month, day and year in each date picker, with its own message', () => {
    const second = picker({ name: 'birthday', errorMessage: 'Please choose a birthday' });
    expect(firstError(valid({ datePickers: [picker({ selectedMonth: 0 }), second] }))).toBe('Please choose your due date');
    expect(firstError(valid({ datePickers: [picker(), { ...second, selectedDay: 0 }] }))).toBe('Please choose a birthday');
    expect(firstError(valid({ datePickers: [picker(), { ...second, selectedYear: 0 }] }))).toBe('Please choose a birthday');
    expect(firstError(valid({ datePickers: [picker(), second] }))).toBeNull();
  });

  it('requires the consent box in the EEA only', () => {
    expect(firstError(valid({ isEEA: true }))).toBe('You must check this box to receive your newsletter.');
    expect(firstError(valid({ isEEA: true, newsletterConsent: true }))).toBeNull();
    expect(firstError(valid({ isEEA: false, newsletterConsent: false }))).toBeNull();
  });

  it('shows the first error: email, then date pickers, then consent', () => {
    const all = valid({ email: 'x', datePickers: [picker({ selectedDay: 0 })], isEEA: true });
    expect(firstError(all)).toBe(messages.email);
    expect(firstError({ ...all, email: 'a@b.c' })).toBe('Please choose your due date');
    expect(firstError({ ...all, email: 'a@b.c', datePickers: [picker()] })).toBe(messages.consent);
  });

  it('keeps the service message "Please enter a valid email" and turns anything else into the retry message', () => {
    expect(serviceErrorMessage('Please enter a valid email')).toBe('Please enter a valid email');
    expect(serviceErrorMessage('The bot check failed.')).toBe('Please try again later (error)');
    expect(serviceErrorMessage(undefined)).toBe('Please try again later (error)');
  });

  it('maps consent to YV1 or NV1', () => {
    expect(consentValue(true)).toBe('YV1');
    expect(consentValue(false)).toBe('NV1');
  });

  it('formats profile dates as YYYY-MM-DD and checks they exist', () => {
    expect(formatProfileDate(2027, 3, 9)).toBe('2027-03-09');
    expect(profileDataFrom([picker()])).toEqual({ dueDate: '2027-03-09' });
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-04-31')).toBe(false);
    expect(isCalendarDate('27-4-1')).toBe(false);
  });

  it('recognises the mockSuccess test address', () => {
    expect(isMockSuccess('mockSuccess@example.org')).toBe(true);
    expect(isMockSuccess('reader@example.org')).toBe(false);
  });
});
