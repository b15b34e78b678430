// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadMore } from '@/widgets/kits/commerce/components/ReadMore.client';
import { setupTracking } from '@tests/support/tracking';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function mount(height: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => height });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() =>
    root.render(
      <ReadMore threshold={154} event={{ name: 'expand-review', location: 'product-card' }}>
        <p>Review text</p>
        <a href="https://www.cdc.gov/more">More</a>
      </ReadMore>,
    ),
  );
  return { host, root };
}

describe('ReadMore', () => {
  const tracking = setupTracking({ freshModules: false });
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('is open, without a toggle, before the script runs', () => {
    const html = renderToStaticMarkup(
      <ReadMore threshold={154} event={{ name: 'x', location: 'y' }}>
        <p>Text</p>
      </ReadMore>,
    );
    expect(html).toContain('data-read-more="full"');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('max-height');
  });

  it('stays fully open with no toggle at or under the threshold', () => {
    const { host } = mount(154);
    expect(host.querySelector('[data-read-more]')!.getAttribute('data-read-more')).toBe('full');
    expect(host.querySelector('button')).toBeNull();
  });

  it('collapses taller content behind a toggle that sends open and close', () => {
    const { host } = mount(155);
    const content = host.querySelector<HTMLElement>('[data-read-more] > div')!;
    expect(content.style.maxHeight).toBe('154px');
    const button = host.querySelector('button')!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(content.id);
    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(content.style.maxHeight).toBe('');
    act(() => button.click());
    vi.advanceTimersByTime(1000);
    const sent = tracking.events();
    expect(sent.map((e) => e.payload)).toEqual([
      { elementType: 'button', name: 'expand-review', location: 'product-card', text: 'Read more', actionOutcome: 'open' },
      { elementType: 'button', name: 'expand-review', location: 'product-card', text: 'Read less', actionOutcome: 'close' },
    ]);
  });

  it('opens when focus moves into the clipped text', () => {
    const { host } = mount(400);
    act(() => host.querySelector<HTMLAnchorElement>('a[href="https://www.cdc.gov/more"]')!.focus());
    expect(host.querySelector('button')!.getAttribute('aria-expanded')).toBe('true');
  });
});
