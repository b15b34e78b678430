// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { surveyOptions } from '@/features/interests/survey-options';
import { HeroSurvey } from './HeroSurvey.client';

const track = vi.hoisted(() => vi.fn());
vi.mock('@/features/analytics/track', async (original) => ({ ...(await original<object>()), track }));
vi.mock('@/features/accounts/client/interest-answers', () => ({ saveSurveyInterests: vi.fn(async () => false) }));
afterEach(cleanup);

describe('the ticker hero survey', () => {
  it('sends its events as the ticker hero\'s, then thanks the reader and moves focus to the thanks', () => {
    const { container } = render(<HeroSurvey content={{ feedbackTitle: 'What would you like help with?' }} options={surveyOptions('healthline', ['sleep', 'nutrition', 'Something else'])} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sleep' }));
    expect(track).toHaveBeenCalledWith('Form Field Selected', expect.objectContaining({ formName: 'onboarding', stepName: 'interest question', location: 'ticker-hero', fieldName: 'sleep', actionOutcome: 'selected' }));
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(track).toHaveBeenCalledWith('Form Submitted', { formName: 'ticker hero survey', location: 'ticker-hero', elementType: 'ticker-hero', fieldName: 'survey', text: 'sleep' });
    const thanks = container.querySelector('[data-hero-step="confirmation"]')!;
    expect(thanks.textContent).toContain('Thank you for your answer');
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });
});
