// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newsletterClientConfig } from '@tests/support/newsletter-config';
import type { ResponseDriver } from '../../api-schema';
import type { ReaderPlacement } from '@/content/campaigns/schema';
import { exampleDriver } from '../fixtures';
import { resetNewsletterConfig } from '../newsletter-config';
import { NewsletterDriver } from './NewsletterDriver.client';

vi.mock('@/features/newsletter/bot-check-browser', () => ({ botCheckToken: vi.fn(async () => 'solved-token'), prepareBotCheck: vi.fn() }));
const tracked = vi.hoisted(() => [] as { eventName: string; payload: Record<string, unknown> }[]);
vi.mock('@/features/analytics/track', () => ({ track: (eventName: string, payload: Record<string, unknown>) => tracked.push({ eventName, payload }), flush: () => undefined }));

const config = newsletterClientConfig();

let fetchMock: ReturnType<typeof vi.fn>;
let onDone: ReturnType<typeof vi.fn>;
beforeEach(() => {
  tracked.length = 0;
  resetNewsletterConfig();
  onDone = vi.fn();
  fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/newsletter/config') return Response.json(config);
    if (url === '/api/activate/site') return Response.json({ sessionId: 'session-1' });
    return Response.json({});
  });
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function show(overrides: Partial<ResponseDriver> = {}, placement: ReaderPlacement = 'rightRail') {
  const driver = exampleDriver('newsletter', overrides);
  return render(<NewsletterDriver driver={driver} placement={placement} contentIndex={0} onDone={onDone as () => void} />);
}

async function signUp(email = 'reader@example.org') {
  fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'SIGN UP NOW' }));
}

const activation = () => JSON.parse((fetchMock.mock.calls.find(([u]) => u === '/api/activate/site')![1] as RequestInit).body as string) as Record<string, unknown>;

describe('newsletter driver', () => {
  it('uses the site sign-up form with the driver lists and source; on success shows the confirm step and finishes', async () => {
    show({ newsletterLists: ['nutrition-notes', 'someone-elses-list', 'wellness-wire'] });
    expect(screen.getByText('Get our Wellness Wire newsletter')).toBeTruthy();
    await signUp();
    expect(await screen.findByText('Thanks for signing up!')).toBeTruthy();
    expect(activation()).toMatchObject({
      lists: ['nutrition-notes', 'wellness-wire'],
      source: 'driver-right-rail',
      email: 'reader@example.org',
      query: { campaignName: 'Wellness Wire sign-up' },
    });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.textContent).toBe('Thanks for signing up!');
    // The sign-up is the card's conversion, besides the form's own event (which names no campaign).
    const driver = exampleDriver('newsletter');
    const submitted = tracked.filter((e) => e.eventName === 'Form Submitted').map((e) => e.payload);
    expect(submitted).toEqual([
      { elementType: 'form', name: 'newsletter', location: 'driver-rightRail' },
      expect.objectContaining({ elementType: 'driver', name: driver._uuid, variant: 'A', driverId: driver._uuid, actionOutcome: 'signup', viewCorrelationId: expect.any(String) }),
    ]);
  });

  it('sends no sign-up conversion when the sign-up fails', async () => {
    show();
    await signUp('not-an-address');
    await screen.findByRole('alert');
    expect(tracked.filter((e) => e.payload.actionOutcome === 'signup')).toEqual([]);
  });

  it('falls back to the generic lists field, and to "Thanks for signing up!" without a confirm step', async () => {
    show({ newsletterLists: undefined, lists: ['nutrition-notes'], confirm: undefined, callToAction: undefined });
    await signUp();
    expect(await screen.findByText('Thanks for signing up!')).toBeTruthy();
    expect(activation().lists).toEqual(['nutrition-notes']);
  });

  it('shows a campaign call to action on the button', async () => {
    show({ callToAction: 'JOIN NOW' });
    expect(await screen.findByRole('button', { name: 'JOIN NOW' })).toBeTruthy();
  });

  it('logs "Missing headerNewsletter lists" when none of its lists is the site’s, and signs up to the site’s own lists', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show({ newsletterLists: ['someone-elses-list'] }, 'headerNewsletter');
    await signUp();
    await screen.findByText('Thanks for signing up!');
    expect(error).toHaveBeenCalledTimes(1);
    expect(JSON.parse(error.mock.calls[0]![0] as string)).toMatchObject({ level: 'error', message: 'Missing headerNewsletter lists', placement: 'headerNewsletter' });
    expect(activation().lists).toEqual(['wellness-wire']);
  });

  it('renders nothing in the second-page popup without lists, and logs "Missing wBw2ndPagePopup lists"', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = show({ newsletterLists: [], lists: undefined }, '2ndPagePopup');
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(JSON.parse(error.mock.calls[0]![0] as string).message).toBe('Missing wBw2ndPagePopup lists');
    expect(container.innerHTML).toBe('');
  });

  it('keeps the form’s own error messages', async () => {
    show();
    await signUp('not-an-address');
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('renders nothing when the sign-up settings cannot be loaded', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 500 }));
    const { container } = show();
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
