// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget, testContext } from '@tests/support/render-widget';
import { calorieCounterSchema } from './schema';
import { CalorieCounter } from './CalorieCounter';
import { fixtures } from './fixtures';

function renderCalories(data: Record<string, unknown> = {}) {
  return render(<CalorieCounter data={calorieCounterSchema.parse({ widgetFormat: 'calorie-counter', ...data })} context={testContext} />);
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const calculate = () =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Calculate calories' }));
  });
const result = () => screen.getByTestId('calorie-result');
const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

function fillMetricMan() {
  fireEvent.click(screen.getByLabelText(/^Metric/));
  type(/^Age/, '40');
  fireEvent.click(screen.getByLabelText('Male'));
  type(/^Height/, '180');
  type(/^Weight/, '80');
  fireEvent.change(screen.getByLabelText('Activity level'), { target: { value: 'moderate' } });
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('nothing may be sent'))));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('calorie-counter (server render)', () => {
  it('renders the form, the careful sex wording, the method and the cited paper', async () => {
    const html = await renderWidget('calorie-counter', fixtures.default);
    expect(html).toContain('Estimate your daily calorie needs</h2>');
    expect(html).toContain('Sex used in the formula');
    expect(html).toContain('one version for males and one for females');
    expect(html).toContain('10 × weight (kg) + 6.25 × height (cm) − 5 × age (years)');
    expect(html).toContain('sedentary 1.2, lightly active 1.375, moderately active 1.55, very active 1.725, extra active 1.9');
    expect(html).toContain('Am J Clin Nutr. 1990;51(2):241–247.');
    expect(html).toContain('href="https://doi.org/10.1093/ajcn/51.2.241"');
    expect(html).toContain('aria-live="polite"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Calculate calories/);
    expect(await renderWidget('calorie-counter', fixtures.emptyStrings)).toContain('Daily calorie calculator</h2>');
  });

  it('rejects unknown fields and bad values', () => {
    expect(calorieCounterSchema.safeParse({ widgetFormat: 'calorie-counter', showLossTargets: 'yes' }).success).toBe(false);
    expect(calorieCounterSchema.safeParse({ widgetFormat: 'calorie-counter', extra: 1 }).success).toBe(false);
    expect(calorieCounterSchema.safeParse({ widgetFormat: 'calorie-counter', intro: 'x'.repeat(601) }).success).toBe(false);
  });
});

describe('calorie-counter (in the browser)', () => {
  it('announces maintenance, resting and loss targets (Mifflin–St Jeor × activity)', () => {
    renderCalories();
    fillMetricMan();
    calculate();
    expect(result().getAttribute('aria-live')).toBe('polite');
    const text = result().textContent;
    expect(text).toContain('About 2,680 calories a day would keep your weight about the same.');
    expect(text).toContain('Your resting energy use is about 1,730 calories a day.');
    expect(text).toContain('Mild (about 250 fewer a day): about 2,430 calories a day.');
    expect(text).toContain('Moderate (about 500 fewer a day): about 2,180 calories a day.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never shows a target under the floor; says to talk to a doctor instead', () => {
    renderCalories();
    type(/^Age/, '70');
    fireEvent.click(screen.getByLabelText('Female'));
    type(/^Feet/, '5');
    type(/^Inches/, '1');
    type(/^Weight/, '110');
    fireEvent.change(screen.getByLabelText('Activity level'), { target: { value: 'sedentary' } });
    calculate();
    const text = result().textContent ?? '';
    expect(text).toContain('not shown, because it would be under 1,200 calories a day. Talk to a doctor or registered dietitian');
    expect(text).not.toMatch(/about 1,[01]\d0 calories a day\./);
  });

  it('leaves the loss targets out when the editor turned them off', () => {
    renderCalories({ showLossTargets: false });
    fillMetricMan();
    calculate();
    expect(result().textContent).toContain('About 2,680 calories');
    expect(result().textContent).not.toContain('Mild');
  });

  it('shows every message at its field, and focuses the first', () => {
    renderCalories();
    type(/^Age/, '17');
    calculate();
    const age = screen.getByLabelText(/^Age/);
    expect(age.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(age)).toBe('This calculator is for adults aged 18 to 100.');
    expect(document.activeElement).toBe(age);
    expect(describedBy(screen.getByLabelText('Female'))).toContain('Choose the sex used in the formula.');
    expect(describedBy(screen.getByLabelText(/^Feet/))).toBe('Enter the feet of your height.');
    expect(describedBy(screen.getByLabelText(/^Weight/))).toBe('Enter your weight in pounds.');
    const activity = screen.getByLabelText('Activity level');
    expect(activity.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(activity)).toBe('Choose your activity level.');
    expect(result().textContent).toBe('');
  });

  it('focuses the sex choice when it is the first problem', () => {
    renderCalories();
    type(/^Age/, '30');
    calculate();
    expect(document.activeElement).toBe(screen.getByLabelText('Female'));
  });

  it('keeps age, sex and activity and converts height and weight when the units change', () => {
    renderCalories();
    fillMetricMan();
    fireEvent.click(screen.getByLabelText(/^US/));
    expect((screen.getByLabelText(/^Age/) as HTMLInputElement).value).toBe('40');
    expect((screen.getByLabelText('Male') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Feet/) as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText(/^Inches/) as HTMLInputElement).value).toBe('11');
    expect((screen.getByLabelText(/^Weight/) as HTMLInputElement).value).toBe('176.4');
    calculate();
    // 5 ft 11 in and 176.4 lb: (10 × 80.01 + 6.25 × 180.34 − 200 + 5) × 1.55 = 2685.01, next to the 2,680 of 180 cm and 80 kg.
    expect(result().textContent).toContain('About 2,690 calories a day');
  });
});
