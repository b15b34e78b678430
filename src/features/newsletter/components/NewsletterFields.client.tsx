'use client';

import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { prepareBotCheck } from '../bot-check-browser';
import type { NewsletterClientConfig } from '../config';
import { submitNewsletter } from '../submit';
import { firstError, messages, type DatePickerValue, type NewsletterFormValues } from '../validate';
import styles from './NewsletterFields.module.css';

export type FormState = 'idle' | 'loading' | 'error' | 'success';

interface Props {
  config: NewsletterClientConfig;
  /** Where the form sits, for the submitted event (popup, homepage, article). */
  location: string;
  /** The sign-up's source (a newsletter driver's newsletterSource); else the page URL's. */
  source?: string;
  /** Called once the sign-up has succeeded. */
  onSuccess?: () => void;
  /** Shown instead of the default thank-you after a successful sign-up. */
  successContent?: ReactNode;
  /** The submit button's text (a driver's callToAction); "Sign up" by default. */
  submitLabel?: string;
}

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function range(from: number, to: number): number[] {
  const step = from <= to ? 1 : -1;
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => from + i * step);
}

/** The sign-up form (spec 3 Newsletter form, 4.5 states, 5 validation). The first error shows; the server's message is mapped per spec. */
export default function NewsletterFields({ config, location, source, onSuccess, successContent, submitLabel = 'Sign up' }: Props) {
  const id = useId();
  const [state, setState] = useState<FormState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [errorField, setErrorField] = useState<string | null>(null);
  const [pickers, setPickers] = useState<DatePickerValue[]>(() =>
    config.datePickers.map((p) => ({ name: p.name, errorMessage: p.errorMessage, selectedYear: 0, selectedMonth: 0, selectedDay: 0 })),
  );
  const formRef = useRef<HTMLFormElement>(null);
  const preloaded = useRef(false);
  const thisYear = new Date().getFullYear();

  function startUsing() {
    if (preloaded.current) return;
    preloaded.current = true;
    prepareBotCheck(config.botCheck);
  }

  function setPicker(index: number, field: 'selectedYear' | 'selectedMonth' | 'selectedDay', value: number) {
    setPickers((current) => current.map((p, i) => (i === index ? { ...p, [field]: value } : p)));
  }

  function fieldFor(message: string): string {
    if (message === messages.email) return 'email';
    if (message === messages.consent) return 'newsletterConsent';
    return pickers.find((p) => p.errorMessage === message)?.name ?? 'email';
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'loading') return;
    const form = new FormData(event.currentTarget);
    const consentChecked = form.get('newsletterConsent') === 'on';
    const values: NewsletterFormValues = {
      email: String(form.get('email') ?? ''),
      datePickers: pickers,
      // Outside the EEA there is no box: asking to subscribe is the consent; explicitConsent records that a box was ticked.
      newsletterConsent: config.isEEA ? consentChecked : true,
      explicitConsent: config.isEEA && consentChecked,
      isEEA: config.isEEA,
    };
    const invalid = firstError(values);
    if (invalid) {
      const field = fieldFor(invalid);
      setState('error');
      setError(invalid);
      setErrorField(field);
      formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();
      return;
    }
    setState('loading');
    setError(null);
    setErrorField(null);
    const result = await submitNewsletter(values, config, location, source);
    if (result.ok) {
      setState('success');
      onSuccess?.();
      return;
    }
    setState('error');
    setError(result.message);
    setErrorField(result.message === messages.email ? 'email' : null);
  }

  if (state === 'success') {
    if (successContent) return <div data-state="success">{successContent}</div>;
    return (
      <div className={styles.success} role="status" data-state="success">
        <p className={styles.successTitle}>Thank you for signing up!</p>
        <p>Please check your inbox and select the link in our email to confirm your subscription.</p>
      </div>
    );
  }

  const errorId = `${id}-error`;
  const describe = (field: string) => (errorField === field ? errorId : undefined);
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} onFocus={startUsing} data-state={state} aria-busy={state === 'loading'}>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>Email address</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          data-field="email"
          aria-invalid={errorField === 'email' || undefined}
          aria-describedby={describe('email')}
          className={styles.input}
        />
      </div>
      {config.datePickers.map((picker, index) => (
        <fieldset key={picker.name} className={styles.date} data-field={picker.name} tabIndex={-1} aria-describedby={describe(picker.name)}>
          <legend>{picker.label}</legend>
          <label>
            <span>Month</span>
            <select value={pickers[index]?.selectedMonth ?? 0} onChange={(e) => setPicker(index, 'selectedMonth', Number(e.target.value))}>
              <option value={0}>Month</option>
              {monthNames.map((name, m) => (
                <option key={name} value={m + 1}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>Day</span>
            <select value={pickers[index]?.selectedDay ?? 0} onChange={(e) => setPicker(index, 'selectedDay', Number(e.target.value))}>
              <option value={0}>Day</option>
              {range(1, 31).map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>Year</span>
            <select value={pickers[index]?.selectedYear ?? 0} onChange={(e) => setPicker(index, 'selectedYear', Number(e.target.value))}>
              <option value={0}>Year</option>
              {range(thisYear + 1, thisYear - 110).map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
      ))}
      {config.isEEA && (
        <div className={styles.consent}>
          <input
            id={`${id}-consent`}
            name="newsletterConsent"
            type="checkbox"
            data-field="newsletterConsent"
            aria-invalid={errorField === 'newsletterConsent' || undefined}
            aria-describedby={describe('newsletterConsent')}
          />
          <label htmlFor={`${id}-consent`}>
            Yes, email me this newsletter. I can unsubscribe at any time.
          </label>
        </div>
      )}
      <p id={errorId} className={styles.error} role="alert">
        {state === 'error' ? error : ''}
      </p>
      <button type="submit" className={styles.submit} disabled={state === 'loading'} aria-disabled={state === 'loading'}>
        {state === 'loading' ? 'Signing you up…' : submitLabel}
      </button>
      <p className={styles.fineprint}>
        {/* The one privacy policy link: the consent box (EEA) relies on it too, so it is not repeated in the box's label. */}
        We will email you a link to confirm. Your address is used only for this newsletter. <a href="/privacy-policy" target="_blank" rel="noopener">Privacy policy</a>
      </p>
    </form>
  );
}
