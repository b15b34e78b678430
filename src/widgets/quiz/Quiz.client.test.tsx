// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testContext } from '@tests/support/render-widget';
import { track } from '@/features/analytics/track';
import type { WidgetContext } from '../define';
import { fixtures } from './fixtures';
import { Quiz } from './Quiz';
import { quizSchema } from './schema';

vi.mock('@/features/analytics/track', () => ({ track: vi.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function mount(element: React.ReactElement) {
  const host = document.createElement('div');
  document.body.append(host);
  act(() => createRoot(host).render(element));
  return host;
}

function mountQuiz(fixture: object, context: Partial<WidgetContext> = {}) {
  return mount(<Quiz data={quizSchema.parse(fixture)} context={{ ...testContext, ...context }} />);
}

const radios = (host: HTMLElement, question: number) => [...host.querySelectorAll<HTMLInputElement>(`fieldset[id$="-q${question}"] input[type=radio]`)];
const pick = (host: HTMLElement, question: number, answer: number) => act(() => radios(host, question)[answer]!.click());
const button = (host: HTMLElement, label: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === label);
const getResults = (host: HTMLElement) => act(() => button(host, 'Get Results')!.click());

describe('quiz in the browser', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    vi.mocked(track).mockClear();
  });

  it('replaces an earlier choice, then Get Results shows the score and band, disappears and locks the answers', () => {
    const host = mountQuiz(fixtures.default);
    pick(host, 1, 3);
    pick(host, 1, 0); // replaces "Almost always" with "Never"
    expect(radios(host, 1).filter((r) => r.checked)).toHaveLength(1);
    pick(host, 2, 1);
    pick(host, 3, 2);
    pick(host, 4, 3);
    expect(host.textContent).not.toContain('Your Total Score');
    getResults(host);
    expect(host.textContent).toContain('Your Total Score: 6 out of 12');
    expect(host.textContent).toContain('Some signs of poor sleep');
    expect(host.textContent).toContain('(score 4–7)');
    expect(host.querySelector('a[href="/sleep"]')).not.toBeNull();
    expect(button(host, 'Get Results')).toBeUndefined();
    expect(button(host, 'Reset')).toBeUndefined();
    const all = [...host.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    expect(all.every((r) => r.disabled)).toBe(true);
    // Locked: a click changes nothing.
    act(() => radios(host, 1)[3]!.click());
    expect(radios(host, 1)[0]!.checked).toBe(true);
    expect(host.textContent).toContain('Your Total Score: 6 out of 12');
  });

  it('moves focus to the results heading and announces the score politely', () => {
    const host = mountQuiz(fixtures.default);
    for (const q of [1, 2, 3, 4]) pick(host, q, 0);
    getResults(host);
    expect(document.activeElement?.textContent).toBe('Your results');
    expect(host.querySelector('[aria-live="polite"]')!.textContent).toBe('Your results. Your Total Score: 0 out of 12');
  });

  it('names the unanswered questions instead of scoring them as 0, and focuses the first', () => {
    const host = mountQuiz(fixtures.default);
    pick(host, 1, 1);
    pick(host, 3, 1);
    getResults(host);
    expect(host.querySelector('[role="alert"]')!.textContent).toBe('Please answer question 2 and question 4 to see your results.');
    expect(host.textContent).not.toContain('Your Total Score');
    expect(button(host, 'Get Results')).toBeDefined();
    expect(document.activeElement?.id).toMatch(/-q2$/);
    expect(host.querySelectorAll('fieldset[data-missing]')).toHaveLength(2);
    pick(host, 2, 0);
    expect(host.querySelector('[role="alert"]')!.textContent).toBe('Please answer question 4 to see your results.');
    pick(host, 4, 0);
    getResults(host);
    expect(host.textContent).toContain('Your Total Score: 2 out of 12');
  });

  it('scores a multi quiz per category', () => {
    const host = mountQuiz(fixtures.multi);
    pick(host, 1, 2);
    pick(host, 2, 2);
    pick(host, 3, 0);
    pick(host, 4, 1);
    getResults(host);
    expect(host.textContent).toContain('Work');
    expect(host.textContent).toContain('Work is a big source of stress');
    expect(host.textContent).toContain('Little money stress');
    expect(host.textContent).not.toContain('out of 12');
  });

  it('sends form events with the quiz id, title and question position, never an answer or a score', () => {
    const host = mountQuiz(fixtures.default);
    pick(host, 2, 3);
    pick(host, 1, 1);
    pick(host, 3, 0);
    pick(host, 4, 2);
    getResults(host);
    const calls = vi.mocked(track).mock.calls;
    expect(calls.map(([name, payload]) => [name, (payload as { stepNumber?: number }).stepNumber])).toEqual([
      ['Form Started', 2],
      ['Form Field Selected', 2],
      ['Form Field Selected', 1],
      ['Form Field Selected', 3],
      ['Form Field Selected', 4],
      ['Form Submitted', undefined],
    ]);
    expect(calls[0]![1]).toEqual({ elementType: 'form', location: 'quiz', formId: 'sleep-habits', formName: 'How rested are you?', stepNumber: 2, fieldName: 'question-2' });
    const sent = JSON.stringify(calls);
    for (const answer of ['Never', 'Sometimes', 'Often', 'Almost always', 'Your Total Score', 'well rested', 'poor sleep']) expect(sent).not.toContain(answer);
  });

  describe('interest quiz', () => {
    it('records the interest event with the chosen topics and shows the confirmation', () => {
      const host = mountQuiz(fixtures.interest);
      const boxes = [...host.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
      act(() => boxes[2]!.click());
      act(() => boxes[0]!.click());
      act(() => button(host, 'Submit')!.click());
      expect(vi.mocked(track).mock.calls.filter(([name]) => name === 'Interests Submitted')).toEqual([
        ['Interests Submitted', { location: 'quiz', formId: 'newsletter-interests', formName: 'What topics are you interested in?', interests: ['Diabetes 101', 'Nutrition'] }],
      ]);
      expect(host.textContent).toContain('Thanks for signing up!');
      expect(document.activeElement?.textContent).toBe('Thanks for signing up!');
    });

    it('records no interest event when no topic is chosen, but still confirms', () => {
      const host = mountQuiz(fixtures.interest);
      const boxes = [...host.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
      act(() => boxes[1]!.click());
      act(() => boxes[1]!.click()); // chosen, then unchosen
      act(() => button(host, 'Submit')!.click());
      expect(vi.mocked(track).mock.calls.map(([name]) => name)).not.toContain('Interests Submitted');
      expect(host.textContent).toContain('Thanks for signing up!');
    });
  });
});
