/** Newsletter form rules and texts (spec 5, "Newsletter custom validation"); shared by the form and the server. */

export const messages = {
  email: 'Please enter a valid email',
  consent: 'You must check this box to receive your newsletter.',
  retry: 'Please try again later (error)',
} as const;

/** The test address: an address containing it skips real calls (spec 5). */
export const mockSuccessAddress = 'mockSuccess';

export interface DatePickerValue {
  name: string;
  selectedYear: number;
  selectedMonth: number;
  selectedDay: number;
  errorMessage: string;
}

export interface NewsletterFormValues {
  email: string;
  datePickers: DatePickerValue[];
  newsletterConsent: boolean;
  explicitConsent: boolean;
  isEEA: boolean;
}

/** Spec: 3 or more characters and an @. */
export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length >= 3 && trimmed.includes('@');
}

export function isCompleteDate(picker: Pick<DatePickerValue, 'selectedYear' | 'selectedMonth' | 'selectedDay'>): boolean {
  return picker.selectedMonth !== 0 && picker.selectedDay !== 0 && picker.selectedYear !== 0;
}

/** The first failing rule's message, in the spec's order (email, each date picker, EEA consent), or null. */
export function firstError(values: NewsletterFormValues): string | null {
  if (!isValidEmail(values.email)) return messages.email;
  for (const picker of values.datePickers) if (!isCompleteDate(picker)) return picker.errorMessage;
  if (values.isEEA && !values.newsletterConsent) return messages.consent;
  return null;
}

/** Spec: 'Please enter a valid email' from the service stays as is; anything else is a generic retry message. */
export function serviceErrorMessage(message: string | undefined | null): string {
  return message === messages.email ? messages.email : messages.retry;
}

export type ConsentValue = 'YV1' | 'NV1';

export function consentValue(checked: boolean): ConsentValue {
  return checked ? 'YV1' : 'NV1';
}

/** YYYY-MM-DD, zero-padded. */
export function formatProfileDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A real calendar date (no 31 April, 29 February only in leap years). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function profileDataFrom(pickers: DatePickerValue[]): Record<string, string> {
  return Object.fromEntries(pickers.map((p) => [p.name, formatProfileDate(p.selectedYear, p.selectedMonth, p.selectedDay)]));
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isMockSuccess(email: string): boolean {
  return email.includes(mockSuccessAddress);
}
