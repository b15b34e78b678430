// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandingPanelToggle } from './BrandingPanelToggle.client';
import { panelEnd } from './panel-end';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the branding panel past its end, in a page a shared cache kept', () => {
  it('goes away at once when the end has passed', () => {
    // Fake timers: "at once" is the next timer tick, however busy the machine running the test is.
    vi.useFakeTimers({ now: Date.parse('2027-03-02T00:00:00Z') });
    render(
      <BrandingPanelToggle label="Heart Health Month" endDate="2027-03-01">
        <p>Panel</p>
      </BrandingPanelToggle>,
    );
    act(() => vi.advanceTimersByTime(0));
    expect(screen.queryByRole('button', { name: 'Heart Health Month' })).toBeNull();
    expect(screen.queryByText('Panel')).toBeNull();
  });

  it('stays until the end, then goes away while the page is open', () => {
    vi.useFakeTimers({ now: Date.parse('2027-02-28T23:59:00Z') });
    render(
      <BrandingPanelToggle label="Heart Health Month" endDate="2027-03-01">
        <p>Panel</p>
      </BrandingPanelToggle>,
    );
    expect(screen.getByRole('button', { name: 'Heart Health Month' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.queryByRole('button', { name: 'Heart Health Month' })).not.toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('button', { name: 'Heart Health Month' })).toBeNull();
  });

  it('keeps a panel without an end, or with one beyond a timer’s reach, to the page’s next render', () => {
    expect(panelEnd(undefined, 0)).toBeNull();
    expect(panelEnd('not a date', 0)).toBeNull();
    expect(panelEnd('2027-03-01', Date.parse('2027-03-01'))).toBe('ended');
    expect(panelEnd('2027-03-01', Date.parse('2027-02-28T23:00:00Z'))).toBe(3_600_000);
    expect(panelEnd('2027-03-01', Date.parse('2026-11-28'))).toBeNull();
  });
});
