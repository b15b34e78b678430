// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newsletterClientConfig } from '@tests/support/newsletter-config';
import { HeroSignUp } from './HeroSignUp.client';

const track = vi.hoisted(() => vi.fn());
vi.mock('@/features/analytics/track', async (original) => ({ ...(await original<object>()), track }));
vi.mock('@/features/newsletter/bot-check-browser', () => ({ botCheckToken: vi.fn(async () => 'token'), prepareBotCheck: vi.fn() }));

const config = newsletterClientConfig();

function renderFlow(questionnaire: boolean, quizImplementation: 'inline' | 'fullWidthQuizFlow' = 'inline') {
  return render(<HeroSignUp config={config} idPrefix="hero" submitLabel="SIGN UP NOW" questionnaire={questionnaire} quizImplementation={quizImplementation} />);
}

async function signUp(email: string) {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'SIGN UP NOW' }));
  });
}

const fetchMock = vi.fn();
beforeEach(() => {
  track.mockClear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('newsletter quiz hero flow', () => {
  it('goes from the sign-up form to the interest quiz, then to the confirmation', async () => {
    const { container } = renderFlow(true);
    expect(container.querySelector('[data-hero-step]')).toBeNull();
    await signUp('mockSuccess@example.org');
    const quiz = container.querySelector('[data-hero-step="quiz"]');
    expect(quiz).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'What topics are you interested in?' })).toBe(document.activeElement);
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).value)).toEqual(['Diabetes 101', 'Medication', 'Nutrition', 'Community']);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Nutrition' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(screen.getByRole('status').textContent).toBe('Thanks for signing up!');
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(track).toHaveBeenCalledWith('Interests Submitted', expect.objectContaining({ location: 'quiz', interests: ['Nutrition'] }));
  });

  it('records no interests when the quiz is submitted without a topic', async () => {
    renderFlow(true);
    await signUp('mockSuccess@example.org');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(screen.getByRole('status').textContent).toBe('Thanks for signing up!');
    expect(track.mock.calls.filter(([name]) => name === 'Interests Submitted')).toEqual([]);
  });

  it('skips the quiz when the questionnaire is not active', async () => {
    const { container } = renderFlow(false);
    await signUp('mockSuccess@example.org');
    expect(container.querySelector('[data-hero-step="quiz"]')).toBeNull();
    const confirmation = container.querySelector('[data-hero-step="confirmation"]')!;
    expect(confirmation.textContent).toContain('Thanks for signing up!');
    expect(confirmation.textContent).toContain('confirm your subscription');
    expect(document.activeElement).toBe(confirmation);
  });

  it('stays on the form, with the error, when the sign-up fails', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: { message: 'Something went wrong' } }), { status: 500 }));
    const { container } = renderFlow(true);
    await signUp('reader@example.com');
    expect(container.querySelector('[data-hero-step]')).toBeNull();
    expect(screen.getByLabelText('Email address')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).not.toBe('');
  });

  it('does not sign up an invalid address', async () => {
    const { container } = renderFlow(true);
    await signUp('not an address');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.querySelector('[data-hero-step]')).toBeNull();
  });

  it('shows the newer quiz full width, with its step, where the page forces it', async () => {
    const { container } = renderFlow(true, 'fullWidthQuizFlow');
    await signUp('mockSuccess@example.org');
    expect(container.querySelector('[data-quiz-implementation="fullWidthQuizFlow"]')).not.toBeNull();
    expect(container.textContent).toContain('Step 2 of 2: your interests');
  });
});
