// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget, testContext } from '@tests/support/render-widget';
import { bmiCalculatorSchema } from './schema';
import { BmiCalculator } from './BmiCalculator';
import { fixtures } from './fixtures';

function renderBmi(data: unknown = { widgetFormat: 'bmi-calculator' }) {
  return render(<BmiCalculator data={bmiCalculatorSchema.parse(data)} context={testContext} />);
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const calculate = () =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Calculate BMI' }));
  });
const result = () => screen.getByTestId('bmi-result');

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('nothing may be sent'))));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('bmi-calculator (server render)', () => {
  it('renders the form, the adult scope, the categories and the cited sources without any script', async () => {
    const html = await renderWidget('bmi-calculator', fixtures.default);
    expect(html).toContain('<h2');
    expect(html).toContain('Calculate your BMI');
    expect(html).toContain('screening measure for adults aged 20 and over');
    expect(html).toMatch(/<label[^>]*for="[^"]+-height-ft"/);
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('https://www.cdc.gov/bmi/about/index.html');
    expect(html).toContain('About Adult BMI');
    expect(html).toContain('who.int');
    expect(html).toContain('18.5 to 24.9');
    expect(html).toContain('<noscript>');
    // Until the leaf hydrates the button cannot submit, and no field has a name: nothing can be sent.
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Calculate BMI/);
    expect(html).not.toMatch(/<input(?![^>]*type="radio")[^>]*\bname=/);
  });

  it('falls back to the default title and starts in the chosen units', async () => {
    const html = await renderWidget('bmi-calculator', fixtures.emptyStrings);
    expect(html).toContain('BMI calculator</h2>');
    expect(await renderWidget('bmi-calculator', fixtures.metric)).toContain('-height-cm"');
  });

  it('rejects unknown fields and overlong text', () => {
    expect(bmiCalculatorSchema.safeParse({ widgetFormat: 'bmi-calculator', colour: 'red' }).success).toBe(false);
    expect(bmiCalculatorSchema.safeParse({ widgetFormat: 'bmi-calculator', title: 'x'.repeat(201) }).success).toBe(false);
    expect(bmiCalculatorSchema.safeParse({ widgetFormat: 'bmi-calculator', defaultUnits: 'imperial' }).success).toBe(false);
  });
});

describe('bmi-calculator (in the browser)', () => {
  it('announces the BMI and its category in words', () => {
    renderBmi();
    type(/^Feet/, '5');
    type(/^Inches/, '5');
    type(/^Weight/, '150');
    calculate();
    expect(result().getAttribute('aria-live')).toBe('polite');
    expect(result().textContent).toContain('Your BMI is 25.0. For adults, that is in the overweight range (25 to 29.9).');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('works in metric, with a decimal comma', () => {
    renderBmi({ widgetFormat: 'bmi-calculator', defaultUnits: 'metric' });
    type(/^Height/, '175');
    type(/^Weight/, '70,0');
    calculate();
    expect(result().textContent).toContain('Your BMI is 22.9. For adults, that is in the healthy weight range (18.5 to 24.9).');
  });

  it('ties each message to its field and focuses the first invalid field', () => {
    renderBmi({ widgetFormat: 'bmi-calculator', defaultUnits: 'metric' });
    type(/^Weight/, 'seventy');
    calculate();
    const height = screen.getByLabelText(/^Height/);
    const weight = screen.getByLabelText(/^Weight/);
    expect(height.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(height.getAttribute('aria-describedby')!)?.textContent).toBe('Enter your height in centimeters.');
    expect(document.getElementById(weight.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter your weight as a number, like 70 or 70.5.',
    );
    expect(document.activeElement).toBe(height);
    expect(result().textContent).toBe('');
  });

  it('converts typed values when the units change', () => {
    renderBmi({ widgetFormat: 'bmi-calculator', defaultUnits: 'metric' });
    type(/^Height/, '175');
    type(/^Weight/, '70');
    fireEvent.click(screen.getByLabelText(/^US/));
    expect((screen.getByLabelText(/^Feet/) as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText(/^Inches/) as HTMLInputElement).value).toBe('9');
    expect((screen.getByLabelText(/^Weight/) as HTMLInputElement).value).toBe('154.3');
    fireEvent.click(screen.getByLabelText(/^Metric/));
    expect((screen.getByLabelText(/^Height/) as HTMLInputElement).value).toBe('175.3');
    expect((screen.getByLabelText(/^Weight/) as HTMLInputElement).value).toBe('70');
  });

  it('clears messages when the units change', () => {
    renderBmi();
    calculate();
    expect(screen.getAllByText(/^Enter/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByLabelText(/^Metric/));
    expect(screen.queryAllByText(/^Enter/)).toHaveLength(0);
  });
});
