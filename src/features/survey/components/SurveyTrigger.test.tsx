// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConsentStore } from '@/features/consent/client';
import { bootConsent, clearCookies } from '@tests/support/consent';
import { FakeIntersectionObserver, stubIntersectionObserver } from '@tests/support/intersection-observer';
import { surveyCookieName } from '../rules';
import { SurveyTrigger } from './SurveyTrigger.client';

const rect = (top: number, height: number) => () => ({ top, bottom: top + height, left: 0, right: 390, width: 390, height, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;

beforeEach(() => {
  resetConsentStore();
  clearCookies();
  bootConsent('other');
  stubIntersectionObserver();
  Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearCookies();
  resetConsentStore();
  Object.defineProperty(window, 'innerHeight', { value: 768, configurable: true });
});

describe('SurveyTrigger', () => {
  it('renders the prompt unseen while its place is on screen (a reader wheeling fast), and puts it in the page only once the place is below the viewport', async () => {
    const { container } = render(
      <article>
        <SurveyTrigger samplePercent={100} />
      </article>,
    );
    const article = container.querySelector('article')!;
    const place = container.querySelector<HTMLElement>('[data-survey-place]')!;
    // The reader is past half of the article, and its end (the survey's place) is on screen.
    article.getBoundingClientRect = rect(-2000, 2600);
    let placeTop = 500;
    place.getBoundingClientRect = () => rect(placeTop, 0)();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    const staged = () => place.querySelector<HTMLElement>('[data-staged]');
    await vi.waitFor(() => expect(staged()).not.toBeNull());
    expect(staged()!.style.position).toBe('absolute');
    expect(staged()!.style.visibility).toBe('hidden');
    expect(document.cookie).not.toContain(surveyCookieName);
    await vi.waitFor(() => expect(FakeIntersectionObserver.instances.some((o) => o.observed.includes(place) && !o.disconnected)).toBe(true));
    // The reader scrolls back up: the place is below the viewport, and the prompt takes it (and counts as shown).
    placeTop = 1800;
    act(() => {
      for (const observer of FakeIntersectionObserver.instances) observer.show(false);
    });
    expect(staged()).toBeNull();
    expect(screen.getByRole('region', { name: 'Quick question' })).toBeTruthy();
    expect(document.cookie).toContain(surveyCookieName);
  });

  it('does nothing before half of the article has been read', async () => {
    const { container } = render(
      <article>
        <SurveyTrigger samplePercent={100} />
      </article>,
    );
    container.querySelector('article')!.getBoundingClientRect = rect(100, 2600);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(container.querySelector('[data-survey-place]')!.childElementCount).toBe(0);
  });
});
