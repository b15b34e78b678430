// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testContext } from '@tests/support/render-widget';
import { track } from '@/features/analytics/track';
import { fixtures } from './fixtures';
import { treatmentComparisonSchema } from './schema';
import { TreatmentComparison } from './TreatmentComparison';

vi.mock('@/features/analytics/track', () => ({ track: vi.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Place = 'above' | 'inside' | 'below';

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  report(target: Element, place: Place) {
    if (this.disconnected || !this.observed.includes(target)) return;
    const top = place === 'above' ? -100 : place === 'below' ? 1000 : 100;
    const entry = {
      target,
      isIntersecting: place === 'inside',
      boundingClientRect: { top, bottom: top + 1 },
      rootBounds: { top: 0, bottom: 800 },
    } as unknown as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

function report(target: Element, place: Place) {
  act(() => FakeIntersectionObserver.instances.forEach((o) => o.report(target, place)));
}

function mount(keywords: string[] = ['sleep problems', 'insomnia']) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<TreatmentComparison data={treatmentComparisonSchema.parse(fixtures.default)} context={{ ...testContext, keywords }} />));
  const tool = host.querySelector<HTMLElement>('[data-sticky]')!;
  return {
    tool,
    start: tool.querySelector('[data-sticky-marker="start"]')!,
    end: tool.querySelector('[data-sticky-marker="end"]')!,
    root,
  };
}

describe('comparison tool in the browser', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.mocked(track).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('turns the sticky header on past the start marker and off when scrolling back above it', () => {
    const { tool, start, end } = mount();
    expect(tool.dataset.sticky).toBe('false');
    report(start, 'inside');
    expect(tool.dataset.sticky).toBe('false');
    report(start, 'above');
    expect(tool.dataset.sticky).toBe('true');
    report(end, 'inside');
    expect(tool.dataset.sticky).toBe('true');
    report(end, 'above');
    expect(tool.dataset.sticky).toBe('false');
    report(end, 'inside');
    expect(tool.dataset.sticky).toBe('true');
    report(start, 'inside');
    expect(tool.dataset.sticky).toBe('false');
  });

  it('watches the markers against a viewport extended far downwards, so a jump past a marker is seen', () => {
    const { start, end } = mount();
    const markers = FakeIntersectionObserver.instances.find((o) => o.observed.includes(start))!;
    expect(markers.observed).toEqual([start, end]);
    expect(markers.options?.rootMargin).toBe('0px 0px 100000px 0px');
  });

  it('sends the decision-tool exposure once when the tool enters view, with the first keyword as topic', () => {
    const { tool } = mount();
    report(tool, 'below');
    expect(track).not.toHaveBeenCalledWith('Decision Tool Exposure', expect.anything());
    report(tool, 'inside');
    report(tool, 'above');
    report(tool, 'inside');
    const exposures = vi.mocked(track).mock.calls.filter(([name]) => name === 'Decision Tool Exposure');
    expect(exposures).toEqual([
      [
        'Decision Tool Exposure',
        { toolName: 'insomnia-treatment-comparison', topic: 'sleep problems', jtbd: 'choose an insomnia treatment', exposureType: 'decisiontool_view' },
      ],
    ]);
  });

  it('sends no topic on a page without keywords', () => {
    const { tool } = mount([]);
    report(tool, 'inside');
    expect(track).toHaveBeenCalledWith('Decision Tool Exposure', {
      toolName: 'insomnia-treatment-comparison',
      topic: undefined,
      jtbd: 'choose an insomnia treatment',
      exposureType: 'decisiontool_view',
    });
  });
});
