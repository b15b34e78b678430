// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveChoice } from '@/features/consent/client';
import { bootConsent, setupFreshConsent } from '@tests/support/consent';
import { testContext } from '@tests/support/render-widget';
import type { RecipePageData } from '../page-data';
import { Recipe } from '@/widgets/recipe/Recipe';
import { fixtures as v1 } from '@/widgets/recipe/fixtures';
import { recipeSchema } from '@/widgets/recipe/schema';
import { RecipeV2 } from '@/widgets/recipe-v2/RecipeV2';
import { fixtures as v2 } from '@/widgets/recipe-v2/fixtures';
import { recipeV2Schema } from '@/widgets/recipe-v2/schema';
import { FakeIntersectionObserver, stubIntersectionObserver } from '@tests/support/intersection-observer';

const track = vi.hoisted(() => vi.fn());
vi.mock('@/features/analytics/typed-events', () => ({ trackElement: (action: string, payload: unknown) => track(`Element ${action}`, payload) }));

const keyIngredients = 'healthline.recipe.ingredients./nutrition/lentil-soup';
const keyInstructions = 'healthline.recipe.instructions./nutrition/lentil-soup';
const context = { ...testContext, canonicalPath: '/nutrition/lentil-soup' };

function renderV1(data: unknown = v1.default, loaded?: RecipePageData) {
  return render(<Recipe data={recipeSchema.parse(data)} context={context} loaded={loaded} />);
}

function boxes(container: HTMLElement, kind: 'ingredients' | 'instructions') {
  return Array.from(container.querySelectorAll<HTMLInputElement>(`[data-recipe-checks$=".recipe.${kind}./nutrition/lentil-soup"] input[type="checkbox"]`));
}

setupFreshConsent(204);
beforeEach(() => {
  stubIntersectionObserver();
  track.mockClear();
  window.localStorage.clear();
});

afterEach(cleanup);

describe('recipe checkboxes', () => {
  it('restores the stored states after hydration', () => {
    window.localStorage.setItem(keyIngredients, '[true,false,true]');
    window.localStorage.setItem(keyInstructions, '[false,true]');
    const { container } = renderV1();
    expect(boxes(container, 'ingredients').map((b) => b.checked)).toEqual([true, false, true, false, false, false, false, false]);
    expect(boxes(container, 'instructions').map((b) => b.checked)).toEqual([false, true, false, false]);
  });

  it('stores every change as a JSON list of booleans by position, per list', () => {
    const { container } = renderV1();
    fireEvent.click(boxes(container, 'ingredients')[1]!);
    expect(window.localStorage.getItem(keyIngredients)).toBe('[false,true,false,false,false,false,false,false]');
    fireEvent.click(boxes(container, 'instructions')[3]!);
    expect(window.localStorage.getItem(keyInstructions)).toBe('[false,false,false,true]');
    fireEvent.click(boxes(container, 'ingredients')[1]!);
    expect(window.localStorage.getItem(keyIngredients)).toBe('[false,false,false,false,false,false,false,false]');
  });

  it.each(['not json', '{"a":1}', '[1,"x",null]', '"[true]"'])('ignores a bad stored value %j and keeps working', (raw) => {
    window.localStorage.setItem(keyIngredients, raw);
    const { container } = renderV1();
    expect(boxes(container, 'ingredients').every((b) => !b.checked)).toBe(true);
    fireEvent.click(boxes(container, 'ingredients')[0]!);
    expect(JSON.parse(window.localStorage.getItem(keyIngredients)!)[0]).toBe(true);
  });

  it('keeps the boxes working when storage throws', () => {
    const get = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const set = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const { container } = renderV1();
    const box = boxes(container, 'ingredients')[0]!;
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    get.mockRestore();
    set.mockRestore();
  });

  it('recipe v2 uses the same keys for its lists', () => {
    const { container } = render(<RecipeV2 data={recipeV2Schema.parse(v2.default)} context={context} />);
    fireEvent.click(boxes(container, 'instructions')[2]!);
    expect(window.localStorage.getItem(keyInstructions)).toBe('[false,false,true]');
  });
});

describe('recipe tips', () => {
  it('sends Element Viewed once per tip, on first scroll into view', () => {
    renderV1();
    expect(track).not.toHaveBeenCalled();
    const [stepTip, recipeTip] = FakeIntersectionObserver.instances;
    act(() => stepTip!.show(false));
    expect(track).not.toHaveBeenCalled();
    act(() => stepTip!.show());
    act(() => stepTip!.show());
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith('Element Viewed', { elementType: 'recipe-tip', location: 'recipe', name: 'Keep the heat moderate', position: 2 });
    act(() => recipeTip!.show());
    expect(track).toHaveBeenLastCalledWith('Element Viewed', { elementType: 'recipe-tip', location: 'recipe', name: 'Make it ahead' });
    expect(track).toHaveBeenCalledTimes(2);
  });

  it('recipe v2 reports its two tips by where they sit', () => {
    render(<RecipeV2 data={recipeV2Schema.parse(v2.default)} context={context} />);
    act(() => FakeIntersectionObserver.instances.forEach((o) => o.show()));
    expect(track.mock.calls.map((c) => (c[1] as { location: string }).location)).toEqual(['recipe-v2 ingredients', 'recipe-v2 instructions']);
  });
});

describe('sponsor pixel', () => {
  const page: RecipePageData = { origin: 'https://wellread.example', pixelAllowed: true };
  const pixel = (container: HTMLElement) => container.querySelector('img[data-tracking-pixel]');

  it('loads only after advertising consent is granted', () => {
    bootConsent('gdpr');
    const { container } = renderV1(v1.sponsored, page);
    expect(pixel(container)).toBeNull();
    act(() => {
      saveChoice({ performance: true, functional: true }, { reload: () => undefined });
    });
    expect(pixel(container)).toBeNull();
    act(() => {
      saveChoice({ targeting: true }, { reload: () => undefined });
    });
    expect(pixel(container)?.getAttribute('src')).toBe('https://tracker.greenfield-pantry.example/pixel.gif?c=lentil-soup');
    expect(pixel(container)?.getAttribute('alt')).toBe('');
  });

  it('never loads on a page where pixels are not allowed, even with consent', () => {
    bootConsent('gdpr');
    act(() => {
      saveChoice({ targeting: true }, { reload: () => undefined });
    });
    const { container } = renderV1(v1.sponsored, { ...page, pixelAllowed: false });
    expect(pixel(container)).toBeNull();
    cleanup();
    const withConsent = renderV1(v1.sponsored, page);
    expect(pixel(withConsent.container)).not.toBeNull();
  });
});

describe('print recipe', () => {
  it('hides everything but the recipe while printing, then restores the page', () => {
    const before = document.createElement('header');
    document.body.appendChild(before);
    const { container } = renderV1();
    const print = vi.fn(() => {
      expect(before.hasAttribute('data-recipe-print-hidden')).toBe(true);
      expect(container.querySelector('section')!.hasAttribute('data-recipe-print-hidden')).toBe(false);
      expect(container.hasAttribute('data-recipe-print-hidden')).toBe(false);
    });
    vi.stubGlobal('print', print);
    fireEvent.click(container.querySelector('[data-recipe-print]')!);
    expect(print).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.querySelectorAll('[data-recipe-print-hidden]')).toHaveLength(0);
    before.remove();
  });
});
