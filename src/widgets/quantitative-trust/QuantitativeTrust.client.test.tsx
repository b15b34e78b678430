// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testContext } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { QuantitativeTrust } from './QuantitativeTrust';
import { quantitativeTrustSchema } from './schema';

function mount(contentHeight: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => contentHeight });
  const data = quantitativeTrustSchema.parse(fixtures.default);
  return render(<QuantitativeTrust data={data} context={testContext} />).container;
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollHeight');
});

describe('quantitative-trust explanation', () => {
  it('collapses to 75px behind a chevron toggle when taller than 75px, and expands', () => {
    const container = mount(76);
    const readMore = container.querySelector('[data-read-more]')!;
    expect(readMore.getAttribute('data-read-more')).toBe('collapsed');
    const content = readMore.querySelector<HTMLElement>(':scope > div')!;
    expect(content.style.maxHeight).toBe('75px');
    const button = container.querySelector('button')!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(content.id);
    expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(content.style.maxHeight).toBe('');
  });

  it('shows the explanation in full with no toggle at 75px or less', () => {
    const container = mount(75);
    expect(container.querySelector('[data-read-more]')!.getAttribute('data-read-more')).toBe('full');
    expect(container.querySelector('button')).toBeNull();
  });
});
