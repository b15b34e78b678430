// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testContext } from '@tests/support/render-widget';
import { track } from '@/features/analytics/track';
import type { WidgetContext } from '../define';
import { Assessment } from './Assessment';
import { fixtures } from './fixtures';
import { assessmentSchema } from './schema';

vi.mock('@/features/analytics/track', () => ({ track: vi.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function mountAssessment(fixture: object, context: Partial<WidgetContext> = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  act(() => createRoot(host).render(<Assessment data={assessmentSchema.parse(fixture)} context={{ ...testContext, ...context }} />));
  return host;
}

const button = (host: HTMLElement, label: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === label);
const click = (host: HTMLElement, label: string) => act(() => button(host, label)!.click());
const current = (host: HTMLElement) => [...host.querySelectorAll('[data-current]')];
const pickCurrent = (host: HTMLElement, answer: number) => act(() => current(host)[0]!.querySelectorAll<HTMLInputElement>('input[type=radio]')[answer]!.click());

/** Completes an inline-full assessment with one answer for every question. */
function completeAll(host: HTMLElement, answer: number) {
  for (const group of host.querySelectorAll('fieldset')) act(() => group.querySelectorAll<HTMLInputElement>('input[type=radio]')[answer]!.click());
  click(host, 'Get Results');
}

describe('assessment', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    vi.mocked(track).mockClear();
  });

  it('inline-full renders every question as current; normal marks only the first (CSS shows one at a time once scripts run)', () => {
    const inline = renderToStaticMarkup(<Assessment data={assessmentSchema.parse(fixtures.inlineFull)} context={testContext} />);
    expect(inline.match(/<fieldset/g)).toHaveLength(7);
    expect(inline.match(/data-current=""/g)).toHaveLength(7);
    const paged = renderToStaticMarkup(<Assessment data={assessmentSchema.parse(fixtures.default)} context={testContext} />);
    expect(paged.match(/<fieldset/g)).toHaveLength(9);
    expect(paged.match(/data-current=""/g)).toHaveLength(1);
    expect(paged).toContain('data-layout="paged"');
    expect(paged).toContain('>Next</button>');
    expect(paged).not.toContain('>Back</button>');
    expect(paged).not.toContain('>Get Results</button>');
  });

  it('normal: Next needs an answer, Back and Next move one question and send Form Continued / Form Backed', () => {
    const host = mountAssessment(fixtures.default);
    click(host, 'Next');
    expect(host.querySelector('[role="alert"]')!.textContent).toBe('Please choose an answer to question 1 to continue.');
    expect(current(host)[0]!.textContent).toContain('Question 1 of 9');
    pickCurrent(host, 1);
    click(host, 'Next');
    expect(current(host)).toHaveLength(1);
    expect(current(host)[0]!.textContent).toContain('Question 2 of 9');
    expect(document.activeElement?.id).toMatch(/-q2$/);
    click(host, 'Back');
    expect(current(host)[0]!.textContent).toContain('Question 1 of 9');
    expect(button(host, 'Back')).toBeUndefined();
    const moves = vi.mocked(track).mock.calls.filter(([name]) => name === 'Form Continued' || name === 'Form Backed');
    expect(moves.map(([name, p]) => [name, (p as { stepNumber: number }).stepNumber, (p as { formId: string }).formId])).toEqual([
      ['Form Continued', 2, 'phq-9'],
      ['Form Backed', 1, 'phq-9'],
    ]);
  });

  it('normal: the last question shows Get Results; results lock the answers and remove the buttons', () => {
    const host = mountAssessment(fixtures.default);
    for (let q = 1; q <= 9; q++) {
      pickCurrent(host, 2);
      if (q < 9) click(host, 'Next');
    }
    expect(button(host, 'Next')).toBeUndefined();
    click(host, 'Get Results');
    expect(host.textContent).toContain('Your Total Score: 18 out of 27');
    expect(host.textContent).toContain('Moderately severe symptoms');
    expect(host.textContent).toContain('(score 15–19)');
    expect(button(host, 'Get Results')).toBeUndefined();
    expect(button(host, 'Back')).toBeUndefined();
    expect([...host.querySelectorAll<HTMLInputElement>('input')].every((i) => i.disabled)).toBe(true);
  });

  it('on the psy site shows the crisis resources with a result in the highest band only', () => {
    const severe = mountAssessment(fixtures.inlineFull, { site: 'psy' });
    completeAll(severe, 3);
    expect(severe.textContent).toContain('Severe anxiety');
    expect(severe.textContent).toContain('(score 15+)');
    const crisis = severe.querySelector('[data-crisis-resources]')!;
    expect(crisis).not.toBeNull();
    expect(crisis.textContent).toContain('988 Suicide & Crisis Lifeline');
    expect([...crisis.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['tel:988', 'Call 988'],
      ['sms:988', 'text 988'],
      ['tel:911', 'call 911'],
    ]);

    const moderate = mountAssessment(fixtures.inlineFull, { site: 'psy' });
    completeAll(moderate, 2);
    expect(moderate.textContent).toContain('Moderate anxiety');
    expect(moderate.querySelector('[data-crisis-resources]')).toBeNull();
  });

  it('shows no crisis block on the general site, even in the highest band', () => {
    const host = mountAssessment(fixtures.inlineFull, { site: 'healthline' });
    completeAll(host, 3);
    expect(host.textContent).toContain('Severe anxiety');
    expect(host.querySelector('[data-crisis-resources]')).toBeNull();
  });

  it('shows the default disclaimer unless overridden, and the intro', () => {
    const host = mountAssessment(fixtures.default);
    expect(host.textContent).toContain('This online screening is not a diagnostic tool.');
    expect(host.textContent).toContain('This is a screening, not a diagnosis.');
    const override = mountAssessment(fixtures.override);
    expect(override.textContent).not.toContain('This online screening is not a diagnostic tool.');
    expect(override.textContent).toContain('This short check is for your own reflection.');
  });

  it('is named by its title, or "Self-assessment" without one; renders nothing without questions', () => {
    const untitled = renderToStaticMarkup(<Assessment data={assessmentSchema.parse(fixtures.noTitle)} context={testContext} />);
    expect(untitled).toContain('aria-label="Self-assessment"');
    expect(renderToStaticMarkup(<Assessment data={assessmentSchema.parse(fixtures.empty)} context={testContext} />)).toBe('');
    expect(assessmentSchema.safeParse({ ...fixtures.default, layout: 'popup' }).success).toBe(false);
  });
});
