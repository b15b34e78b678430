// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushMetrics } from '@/features/analytics/metrics';
import { flush } from '@/features/analytics/track';
import { beaconsSent, stubBeacon } from '@tests/support/beacon';
import { bootConsent } from '@tests/support/consent';
import { newsletterClientConfig } from '@tests/support/newsletter-config';
import type { NewsletterClientConfig } from '../config';
import NewsletterFields from './NewsletterFields.client';

vi.mock('../bot-check-browser', () => ({ botCheckToken: vi.fn(async () => 'solved-token'), prepareBotCheck: vi.fn() }));

const config = (overrides: Partial<NewsletterClientConfig> = {}): NewsletterClientConfig =>
  newsletterClientConfig({
    isEEA: true,
    title: 'Get our newsletter',
    datePickers: [{ name: 'dueDate', label: 'Due date', errorMessage: 'Please choose your due date' }],
    ...overrides,
  });

let fetchMock: ReturnType<typeof vi.fn>;
let beacon: ReturnType<typeof stubBeacon>;
let resolveFetch: (r: Response) => void;

beforeEach(() => {
  fetchMock = vi.fn(() => new Promise<Response>((resolve) => (resolveFetch = resolve)));
  vi.stubGlobal('fetch', fetchMock);
  beacon = stubBeacon();
  sessionStorage.clear();
  // Tracking events need performance consent; a US reader has it by default.
  bootConsent('us');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const email = () => screen.getByLabelText('Email address');
const alert = () => screen.getByRole('alert');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

/** Answers the nth activation call once the form has made it (the bot check runs first). */
async function respond(n: number, response: Response) {
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(n));
  await act(async () => resolveFetch(response));
}

function pickDate() {
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText('Day'), { target: { value: '9' } });
  fireEvent.change(screen.getByLabelText('Year'), { target: { value: String(new Date().getFullYear()) } });
}

describe('NewsletterFields', () => {
  it('shows the first error only, in order: email, date picker, consent; marks and focuses the field', () => {
    render(<NewsletterFields config={config()} location="test" />);
    submit();
    expect(alert().textContent).toBe('Please enter a valid email');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
    fireEvent.change(email(), { target: { value: 'reader@example.org' } });
    submit();
    expect(alert().textContent).toBe('Please choose your due date');
    pickDate();
    submit();
    expect(alert().textContent).toBe('You must check this box to receive your newsletter.');
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes idle, loading, success; stores the session id and sends a hashed identify event', async () => {
    render(<NewsletterFields config={config()} location="test" />);
    expect(screen.getByRole('button', { name: 'Sign up' }).closest('form')!.dataset.state).toBe('idle');
    fireEvent.change(email(), { target: { value: 'Reader@Example.org' } });
    pickDate();
    fireEvent.click(screen.getByRole('checkbox'));
    submit();
    await screen.findByRole('button', { name: 'Signing you up…' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Signing you up…' }).hasAttribute('disabled')).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/activate/site');
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({
      email: 'Reader@Example.org',
      lists: ['wellness-wire'],
      profileData: { dueDate: `${new Date().getFullYear()}-03-09` },
      consent: { newsletterConsent: 'YV1', explicitConsent: 'YV1' },
      recaptcha: 'solved-token',
    });
    await respond(1, Response.json({ sessionId: 'session-123' }));
    expect((await screen.findByRole('status')).textContent).toContain('Thank you for signing up!');
    expect(sessionStorage.getItem('healthline.newsletterSessionId')).toBe('session-123');
    flush();
    const events = beaconsSent(beacon).find((b) => b.url === '/v2/t')!.body.events as { eventName: string; payload: Record<string, unknown> }[];
    expect(events.map((e) => e.eventName)).toEqual(['Identify', 'Form Submitted']);
    expect(events[0]!.payload.traits).toEqual({ emailHash: expect.stringMatching(/^[0-9a-f]{64}$/), userId: 'session-123' });
    expect(JSON.stringify(events).toLowerCase()).not.toContain('reader@example.org');
  });

  it('keeps "Please enter a valid email" from the service, shows the retry text for anything else, and counts the failure', async () => {
    render(<NewsletterFields config={config({ isEEA: false, datePickers: [] })} location="test" />);
    fireEvent.change(email(), { target: { value: 'a@b' } });
    submit();
    await respond(1, Response.json({ error: { code: 'invalid_email', message: 'Please enter a valid email' } }, { status: 400 }));
    await vi.waitFor(() => expect(alert().textContent).toBe('Please enter a valid email'));
    submit();
    await respond(2, Response.json({ error: { code: 'bot_check_failed', message: 'The bot check failed.' } }, { status: 403 }));
    await vi.waitFor(() => expect(alert().textContent).toBe('Please try again later (error)'));
    flushMetrics();
    const metrics = beaconsSent(beacon).find((b) => b.url === '/api/metrics')!.body.metrics as { type: string; name: string; tags: Record<string, string> }[];
    expect(metrics).toEqual([
      { type: 'increment', name: 'newsletter.subscribe.error', tags: { status: '400' }, flags: [] },
      { type: 'increment', name: 'newsletter.subscribe.error', tags: { status: '403' }, flags: [] },
    ]);
  });

  it('outside the EEA shows no consent box and sends YV1 newsletter consent, NV1 explicit consent', async () => {
    render(<NewsletterFields config={config({ isEEA: false, datePickers: [] })} location="test" />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.change(email(), { target: { value: 'reader@example.org' } });
    submit();
    await respond(1, Response.json({ sessionId: 's' }));
    const body = JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string) as Record<string, unknown>;
    expect(body.consent).toEqual({ newsletterConsent: 'YV1', explicitConsent: 'NV1' });
  });

  it('links the privacy policy once, in the EEA (with the consent box) and elsewhere', () => {
    for (const isEEA of [true, false]) {
      const { unmount } = render(<NewsletterFields config={config({ isEEA, datePickers: [] })} location="test" />);
      expect(screen.getAllByRole('link', { name: /privacy policy/i }).map((a) => a.getAttribute('href'))).toEqual(['/privacy-policy']);
      if (isEEA) expect(screen.getByRole('checkbox', { name: 'Yes, email me this newsletter. I can unsubscribe at any time.' })).toBeTruthy();
      unmount();
    }
  });

  it('the mockSuccess address succeeds without any call', async () => {
    render(<NewsletterFields config={config({ isEEA: false, datePickers: [] })} location="test" />);
    fireEvent.change(email(), { target: { value: 'mockSuccess@example.org' } });
    submit();
    expect((await screen.findByRole('status')).textContent).toContain('Thank you for signing up!');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
