// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConsentStore } from '@/features/consent/client';
import { bootConsent, clearCookies } from '@tests/support/consent';
import { FakeIntersectionObserver, stubIntersectionObserver } from '@tests/support/intersection-observer';

const tracked = vi.hoisted(() => [] as { action: string; payload: Record<string, unknown> }[]);
vi.mock('@/features/analytics/typed-events', () => ({ trackElement: (action: string, payload: Record<string, unknown>) => tracked.push({ action, payload }) }));

const { FeedbackControl } = await import('./FeedbackControl.client');

const path = '/sleep/naps';
const voteId = '0f8fad5b-d9cb-469f-a165-70867728950e';
type Call = { method: string; url: string; body: Record<string, unknown> | null };
let calls: Call[];
let answer: (call: Call) => Response | Promise<Response>;

function stubFetch() {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url, body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null };
      calls.push(call);
      return answer(call);
    }),
  );
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** Echoes the vote as the server would: a row id while there is a vote. */
const echo = (call: Call) => (call.method === 'PUT' ? json({ vote: call.body!.vote, voteId: call.body!.vote === null ? null : voteId }) : json({ vote: null, voteId: null }));

const button = (name: 'Helpful' | 'Not Helpful') => within(screen.getByRole('group', { name: 'Was this helpful?' })).getByRole('button', { name });
const pressed = () => ['Helpful', 'Not Helpful'].filter((name) => button(name as 'Helpful').getAttribute('aria-pressed') === 'true');
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  resetConsentStore();
  clearCookies();
  bootConsent('us');
  stubIntersectionObserver();
  stubFetch();
  answer = echo;
  tracked.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearCookies();
  resetConsentStore();
});

describe('FeedbackControl', () => {
  it('renders the question and two toggle buttons, nothing pressed, and asks nothing for a reader without a signed id', async () => {
    render(<FeedbackControl path={path} />);
    expect(pressed()).toEqual([]);
    expect(button('Helpful').getAttribute('aria-pressed')).toBe('false');
    await settle();
    expect(calls).toEqual([]);
    expect(FakeIntersectionObserver.instances).toEqual([]);
  });

  it('toggles between Helpful, Not Helpful and none, storing each and sending a click event without text of the reader', async () => {
    render(<FeedbackControl path={path} />);
    fireEvent.click(button('Helpful'));
    expect(pressed()).toEqual(['Helpful']);
    await settle();
    expect(calls.at(-1)).toEqual({ method: 'PUT', url: '/api/feedback', body: { path, vote: 'helpful' } });
    expect(screen.getByRole('status').textContent).toBe('Thanks for your feedback.');

    fireEvent.click(button('Not Helpful'));
    expect(pressed()).toEqual(['Not Helpful']);
    await settle();
    expect(calls.at(-1)!.body).toEqual({ path, vote: 'not-helpful', voteId });

    fireEvent.click(button('Not Helpful'));
    expect(pressed()).toEqual([]);
    await settle();
    expect(calls.at(-1)!.body).toEqual({ path, vote: null, voteId });
    expect(screen.getByRole('status').textContent).toBe('Your vote is taken back.');
    expect(tracked.map((t) => [t.action, t.payload.text, t.payload.actionOutcome])).toEqual([
      ['Clicked', 'Helpful', 'helpful'],
      ['Clicked', 'Not Helpful', 'not-helpful'],
      ['Clicked', 'Not Helpful', 'none'],
    ]);
    expect(tracked[0]!.payload).toMatchObject({ elementType: 'feedback', location: 'article-end', name: 'was-this-helpful' });
  });

  it('sends clicks in order, one at a time, so the last one is the vote that stays', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer = async (call) => {
      if (calls.length === 1) await held; // the first answer is slow
      return echo(call);
    };
    render(<FeedbackControl path={path} />);
    fireEvent.click(button('Helpful'));
    fireEvent.click(button('Helpful'));
    await settle();
    expect(calls).toHaveLength(1);
    release();
    await settle();
    await settle();
    expect(calls.map((c) => c.body)).toEqual([{ path, vote: 'helpful' }, { path, vote: null, voteId }]);
    expect(pressed()).toEqual([]);
  });

  it('after Not Helpful asks for an optional reason of at most 500 characters, and sends it with the vote', async () => {
    render(<FeedbackControl path={path} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(button('Not Helpful'));
    await settle();
    const reason = screen.getByRole('textbox', { name: 'What was missing or unclear? (optional)' });
    expect(reason.getAttribute('maxlength')).toBe('500');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Please write your comment first.');
    fireEvent.change(reason, { target: { value: '  Nothing about naps for shift workers. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(calls.at(-1)!.body).toEqual({ path, vote: 'not-helpful', reason: 'Nothing about naps for shift workers.', voteId });
    expect(screen.queryByRole('textbox')).toBeNull();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Thank you. Your comment was sent.');
    expect(document.activeElement).toBe(status);
    expect(JSON.stringify(tracked)).not.toContain('shift workers');
  });

  it('shows the server’s reason when the comment is refused, and keeps what was typed', async () => {
    render(<FeedbackControl path={path} />);
    fireEvent.click(button('Not Helpful'));
    await settle();
    answer = () => json({ error: { code: 'rate_limited', message: 'Too many comments from your connection. Please try again later.', issues: [] } }, 429);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Too many comments from your connection. Please try again later.');
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('Too short');
  });

  it('goes back to the vote the server holds when a vote is not taken', async () => {
    render(<FeedbackControl path={path} />);
    answer = () => json({ error: { code: 'database_unavailable', message: 'x', issues: [] } }, 503);
    fireEvent.click(button('Helpful'));
    expect(pressed()).toEqual(['Helpful']);
    await settle();
    expect(pressed()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Your feedback could not be sent. Please try again.');
  });

  it('in a newsroom preview toggles but records nothing', async () => {
    window.history.pushState({}, '', '/preview/document/abc');
    try {
      render(<FeedbackControl path={path} />);
      fireEvent.click(button('Not Helpful'));
      expect(pressed()).toEqual(['Not Helpful']);
      fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Draft is thin' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await settle();
      expect(screen.getByRole('status').textContent).toBe('This is a preview: feedback is not recorded.');
      expect(calls).toEqual([]);
      expect(tracked).toEqual([]);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  describe('a reader with a signed anonymous id (performance consent)', () => {
    beforeEach(() => {
      document.cookie = 'hl_anonymous_id=11111111-1111-4111-8111-111111111111; Path=/';
      document.cookie = 'hl_anonymous_sig=signature; Path=/';
      answer = (call) => (call.method === 'GET' ? json({ vote: 'not-helpful', voteId }) : echo(call));
    });

    it('gets their own vote once the control nears the screen; only its pressed state changes', async () => {
      const { container } = render(<FeedbackControl path={path} />);
      const before = container.innerHTML;
      await settle();
      expect(calls).toEqual([]);
      act(() => {
        for (const observer of FakeIntersectionObserver.instances) observer.show();
      });
      await settle();
      expect(calls).toEqual([{ method: 'GET', url: `/api/feedback?path=${encodeURIComponent(path)}`, body: null }]);
      expect(pressed()).toEqual(['Not Helpful']);
      // The same markup but for aria-pressed: nothing appears or moves (no reason form for a stored vote).
      expect(container.innerHTML.replace(/aria-pressed="(true|false)"/g, '')).toBe(before.replace(/aria-pressed="(true|false)"/g, ''));
      fireEvent.click(button('Not Helpful'));
      await settle();
      expect(calls.at(-1)!.body).toEqual({ path, vote: null, voteId });
    });

    it('asks nothing without performance consent, even with the cookies', async () => {
      resetConsentStore();
      bootConsent('gdpr');
      render(<FeedbackControl path={path} />);
      await settle();
      expect(FakeIntersectionObserver.instances).toEqual([]);
      expect(calls).toEqual([]);
    });

    it('a click before the stored vote arrives wins over it', async () => {
      render(<FeedbackControl path={path} />);
      fireEvent.click(button('Helpful'));
      act(() => {
        for (const observer of FakeIntersectionObserver.instances) observer.show();
      });
      await settle();
      expect(pressed()).toEqual(['Helpful']);
    });
  });
});
