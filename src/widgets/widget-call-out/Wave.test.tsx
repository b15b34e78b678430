// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver, stubIntersectionObserver } from '@tests/support/intersection-observer';
import { testContext } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { widgetCallOutSchema } from './schema';
import { WidgetCallOut, waveImageSrc } from './WidgetCallOut';

function renderCallout() {
  const data = widgetCallOutSchema.parse(fixtures.brandColour);
  const { container } = render(<WidgetCallOut data={data} context={testContext} />);
  return {
    waves: () => [...container.querySelectorAll('img')].map((img) => img.getAttribute('src')),
    states: () => [...container.querySelectorAll('[data-wave]')].map((box) => box.getAttribute('data-wave')),
  };
}

beforeEach(() => stubIntersectionObserver());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('call-out wave background', () => {
  it('loads the wave only when a box first comes into view, once', () => {
    const callout = renderCallout();
    expect(callout.waves()).toEqual([]);
    expect(callout.states()).toEqual(['pending', 'pending']);
    act(() => FakeIntersectionObserver.instances.forEach((observer) => observer.show(false)));
    expect(callout.waves()).toEqual([]);
    act(() => FakeIntersectionObserver.instances[0]!.show());
    expect(callout.waves()).toEqual([waveImageSrc]);
    expect(callout.states()).toEqual(['loaded', 'pending']);
    expect(FakeIntersectionObserver.instances[0]!.disconnected).toBe(true);
    act(() => FakeIntersectionObserver.instances[1]!.show());
    expect(callout.waves()).toEqual([waveImageSrc, waveImageSrc]);
  });

  it('gives the wave an empty alt (decorative) and fixed size', () => {
    const callout = renderCallout();
    act(() => FakeIntersectionObserver.instances.forEach((observer) => observer.show()));
    const img = document.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('height')).toBe('48');
    expect(callout.waves()).toHaveLength(2);
  });
});
