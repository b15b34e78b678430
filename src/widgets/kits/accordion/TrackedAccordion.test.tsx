// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrackedAccordion } from './TrackedAccordion';

afterEach(cleanup);

describe('TrackedAccordion', () => {
  it('is a native details with its summary first and the tracking the page listener reads', () => {
    const { container } = render(
      <TrackedAccordion tracking={{ location: 'faq', name: 'Is it safe?', position: 2 }} summary="Is it safe?" className="box" summaryClassName="head">
        <p>Answer</p>
      </TrackedAccordion>,
    );
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.className).toBe('box');
    expect(details.firstElementChild?.tagName).toBe('SUMMARY');
    expect(details.firstElementChild?.className).toBe('head');
    expect(details.firstElementChild?.textContent).toBe('Is it safe?');
    expect(details.querySelector('p')?.textContent).toBe('Answer');
    expect({ ...details.dataset }).toEqual({ track: 'accordion', trackLocation: 'faq', trackName: 'Is it safe?', trackPosition: '2' });
  });

  it('starts open when asked, leaves out an unknown position, and calls onToggle on each toggle', () => {
    const onToggle = vi.fn();
    const { container } = render(
      <TrackedAccordion tracking={{ location: 'faq', name: 'Q' }} summary="Q" open onToggle={onToggle}>
        A
      </TrackedAccordion>,
    );
    const details = container.querySelector('details')!;
    expect(details.open).toBe(true);
    expect(details.hasAttribute('data-track-position')).toBe(false);
    fireEvent(details, new Event('toggle'));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});
