// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver, stubIntersectionObserver } from '@tests/support/intersection-observer';
import type { PlacementSnapshot } from '@/features/drivers/client/drivers-store';
import { ManualPlacement } from './ManualPlacement.client';

let snapshot: PlacementSnapshot = { state: 'queued', driver: null };
const asked: [string, number][] = [];

vi.mock('@/features/drivers/client/use-placement', () => ({
  usePlacement: (placement: string, contentIndex: number) => {
    asked.push([placement, contentIndex]);
    return snapshot;
  },
}));
// The shared Placement (A1) is tested on its own; here it only shows whether a driver came.
vi.mock('@/features/drivers/components/Placement.client', () => ({
  Placement: ({ placement }: { placement: string }) => (
    <div data-placement={placement} data-placement-state={snapshot.state}>
      {snapshot.driver && <p>{snapshot.driver.headline}</p>}
    </div>
  ),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const driver = {
  driverType: 'newsletter',
  style: 'card',
  _uuid: '7d1c2a40-5b8e-4f57-9a63-0f2f1d3c4b5a',
  campaignName: 'Sleep newsletter',
  articlePlacement: 'manualPlacement1',
  variant: 'A',
  headline: 'Sleep better, starting tonight',
} as unknown as NonNullable<PlacementSnapshot['driver']>;

let root: Root;
let host: HTMLDivElement;

function render(props: { landing?: boolean; label?: string } = {}) {
  act(() => root.render(<ManualPlacement placement="manualPlacement1" contentIndex={1} landing={props.landing ?? false} label={props.label} />));
  return host.querySelector<HTMLElement>('[data-manual-placement]')!;
}
const observer = () => FakeIntersectionObserver.instances.at(-1)!;

describe('manual placement in the browser', () => {
  beforeEach(() => {
    stubIntersectionObserver();
    snapshot = { state: 'queued', driver: null };
    asked.length = 0;
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
    vi.unstubAllGlobals();
  });

  it('asks for manualPlacement1 with its content index', () => {
    render();
    expect(asked).toContainEqual(['manualPlacement1', 1]);
  });

  it('marks itself empty and takes no role when no driver matches or the call fails', () => {
    for (const state of ['not_found', 'error'] as const) {
      snapshot = { state, driver: null };
      const element = render({ label: 'Newsletter' });
      expect(element.dataset.empty).toBe('true');
      expect(element.dataset.state).toBe(state);
      expect(element.hasAttribute('role')).toBe(false);
      expect(element.hasAttribute('data-filled')).toBe(false);
    }
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('shows a driver that arrives while its spot is out of view at once, named by its label', () => {
    render({ label: 'Sign up for our newsletter' });
    snapshot = { state: 'preloaded', driver };
    let element = render({ label: 'Sign up for our newsletter' });
    expect(element.querySelector('.inner')!.hasAttribute('hidden')).toBe(true);
    act(() => observer().show(false));
    element = host.querySelector<HTMLElement>('[data-manual-placement]')!;
    expect(element.querySelector('.inner')!.hasAttribute('hidden')).toBe(false);
    expect(element.dataset.filled).toBe('true');
    expect(element.getAttribute('role')).toBe('region');
    expect(element.getAttribute('aria-label')).toBe('Sign up for our newsletter');
    expect(observer().disconnected).toBe(true);
  });

  it('keeps a driver that arrives while its spot is on screen back until the spot leaves the view (no text moves)', () => {
    snapshot = { state: 'preloaded', driver };
    const element = render();
    act(() => observer().show(true));
    expect(element.querySelector('.inner')!.hasAttribute('hidden')).toBe(true);
    expect(element.hasAttribute('data-filled')).toBe(false);
    act(() => observer().show(false));
    expect(element.querySelector('.inner')!.hasAttribute('hidden')).toBe(false);
    expect(element.hasAttribute('role')).toBe(false);
  });

  it('on a landing page shows the driver at once in its band, which kept its room from the first paint', () => {
    const pending = render({ landing: true });
    expect(pending.className).toContain('landing');
    expect(pending.querySelector('.inner')!.hasAttribute('hidden')).toBe(false);
    snapshot = { state: 'loaded', driver };
    const element = render({ landing: true });
    expect(element.dataset.filled).toBe('true');
    expect(element.textContent).toContain('Sleep better, starting tonight');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });
});
