// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompareChoice } from '../reducer';
import { CompareDropdown, compareTexts } from './CompareDropdown.client';

const products: CompareChoice[] = [1, 2, 3, 4].map((n) => ({ id: `sunbeam-${n}`, pid: `sunbeam-${n}`, productName: `Sunbeam Drops No. ${n}`, productBrand: 'Lumora Labs' }));
const articlePath = '/nutrition/vitamins-and-supplements/best-vitamin-d-supplements';

function setup(list = products) {
  const view = render(
    <div>
      <CompareDropdown products={list} articlePath={articlePath} />
      <p>Outside the dropdown</p>
    </div>,
  );
  const toggle = screen.getByRole('button', { name: compareTexts.toggle });
  const box = (n: number) => screen.getByRole('checkbox', { name: `Sunbeam Drops No. ${n}` });
  const compare = () => screen.getByText(compareTexts.compare).closest('a, button') as HTMLElement;
  const alert = () => screen.getByRole('alert');
  const status = () => screen.getByRole('status');
  return { ...view, toggle, box, compare, alert, status };
}

afterEach(cleanup);

describe('CompareDropdown', () => {
  it('is a closed disclosure button at first, controlling its panel', () => {
    const { toggle } = setup();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(within(screen.getByRole('group', { name: compareTexts.legend })).getAllByRole('checkbox')).toHaveLength(4);
  });

  it('picks two products; COMPARE is disabled below two and then links to the shareable view', () => {
    const { toggle, box, compare, status } = setup();
    fireEvent.click(toggle);
    expect(compare().tagName).toBe('BUTTON');
    expect((compare() as HTMLButtonElement).disabled).toBe(true);
    expect(status().textContent).toBe('0 of 2 chosen');
    fireEvent.click(box(3));
    expect((box(3) as HTMLInputElement).checked).toBe(true);
    expect((compare() as HTMLButtonElement).disabled).toBe(true);
    expect(status().textContent).toBe('1 of 2 chosen');
    fireEvent.click(box(1));
    expect(status().textContent).toBe('2 of 2 chosen');
    expect(compare().tagName).toBe('A');
    expect(compare().getAttribute('href')).toBe(`/compare?article=${articlePath}&products=sunbeam-3,sunbeam-1`);
  });

  it('refuses a third pick with a visible, announced reason', () => {
    const { toggle, box, status } = setup();
    fireEvent.click(toggle);
    fireEvent.click(box(1));
    fireEvent.click(box(2));
    fireEvent.click(box(3));
    expect((box(3) as HTMLInputElement).checked).toBe(false);
    expect((box(1) as HTMLInputElement).checked).toBe(true);
    expect((box(2) as HTMLInputElement).checked).toBe(true);
    expect(status().textContent).toContain(compareTexts.limit);
    // Unchecking one makes room again, and the reason goes.
    fireEvent.click(box(2));
    expect(status().textContent).toBe('1 of 2 chosen');
    fireEvent.click(box(3));
    expect((box(3) as HTMLInputElement).checked).toBe(true);
  });

  it('Clear empties the selection and disables COMPARE', () => {
    const { toggle, box, compare, status } = setup();
    fireEvent.click(toggle);
    fireEvent.click(box(1));
    fireEvent.click(box(2));
    fireEvent.click(screen.getByRole('button', { name: compareTexts.clear }));
    expect(screen.getAllByRole('checkbox').every((b) => !(b as HTMLInputElement).checked)).toBe(true);
    expect(status().textContent).toBe('0 of 2 chosen');
    expect((compare() as HTMLButtonElement).disabled).toBe(true);
  });

  it('closing with fewer than two raises the error alert, and a pick clears it', () => {
    const { toggle, box, alert } = setup();
    expect(alert().textContent).toBe('');
    fireEvent.click(toggle);
    fireEvent.click(box(1));
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(alert().textContent).toBe(compareTexts.error);
    fireEvent.click(toggle);
    expect(alert().textContent).toBe(compareTexts.error);
    fireEvent.click(box(2));
    expect(alert().textContent).toBe('');
    fireEvent.click(toggle);
    expect(alert().textContent).toBe('');
  });

  it('Escape closes and returns focus to the button', () => {
    const { toggle, box, alert } = setup();
    fireEvent.click(toggle);
    box(2).focus();
    fireEvent.keyDown(box(2), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(alert().textContent).toBe(compareTexts.error);
  });

  it('a click outside closes it; a click inside does not', () => {
    const { toggle, box } = setup();
    fireEvent.click(toggle);
    fireEvent.pointerDown(box(1));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByText('Outside the dropdown'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('lays the list out with the spec constants: more columns past 8 products', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ id: `p${i}`, pid: `p${i}`, productName: `Product ${i}` }));
    const { toggle } = setup(many);
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.style.getPropertyValue('--compare-columns')).toBe('2');
    expect(panel.style.getPropertyValue('--compare-rows')).toBe('5');
    expect(panel.style.getPropertyValue('--compare-column-width')).toBe('240px');
    expect(panel.style.getPropertyValue('--compare-gap')).toBe('46px');
    expect(panel.style.getPropertyValue('--compare-row-height')).toBe('46px');
  });
});
