// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InterestQuiz } from './InterestQuiz.client';

const saved = vi.hoisted(() => ({ calls: [] as string[][] }));
vi.mock('@/features/accounts/client/interest-answers', () => ({
  saveQuizInterests: async (topics: string[]) => {
    saved.calls.push([...topics]);
    return true;
  },
}));

afterEach(() => {
  cleanup();
  saved.calls = [];
});

describe('the interest quiz for a member (issue 30)', () => {
  it('hands the chosen topics to the member profile on submit, in the quiz order', () => {
    render(<InterestQuiz idPrefix="q" labelledBy="h" />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Community' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nutrition' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(saved.calls).toEqual([['Nutrition', 'Community']]);
    expect(screen.getByRole('status').textContent).toBe('Thanks for signing up!');
  });

  it('sends nothing when no topic is chosen', () => {
    render(<InterestQuiz idPrefix="q" labelledBy="h" />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(saved.calls).toEqual([]);
  });
});
