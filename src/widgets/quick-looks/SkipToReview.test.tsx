// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SkipToReview } from './SkipToReview.client';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query, addEventListener: () => {}, removeEventListener: () => {} })),
  );
}

function setup() {
  const card = document.createElement('article');
  card.id = 'page1-cardlullwave-blanket';
  card.textContent = 'Lullwave card';
  const scrollIntoView = vi.fn();
  card.scrollIntoView = scrollIntoView;
  document.body.appendChild(card);
  render(<SkipToReview href="#page1-cardlullwave-blanket">Skip to review</SkipToReview>);
  return { card, scrollIntoView, link: screen.getByRole('link', { name: 'Skip to review' }) };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/sleep/best-sleep-products');
  stubReducedMotion(false);
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('SkipToReview', () => {
  it('scrolls smoothly to the card, focuses it and puts its anchor in the address', () => {
    const { card, scrollIntoView, link } = setup();
    expect(link.getAttribute('href')).toBe('#page1-cardlullwave-blanket');
    const allowed = fireEvent.click(link);
    expect(allowed).toBe(false);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(card);
    expect(card.getAttribute('tabindex')).toBe('-1');
    expect(window.location.hash).toBe('#page1-cardlullwave-blanket');
  });

  it('jumps without animation when the reader prefers reduced motion', () => {
    stubReducedMotion(true);
    const { scrollIntoView, link } = setup();
    fireEvent.click(link);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('keeps a tabindex the card already has', () => {
    const { card, link } = setup();
    card.setAttribute('tabindex', '0');
    fireEvent.click(link);
    expect(card.getAttribute('tabindex')).toBe('0');
    expect(document.activeElement).toBe(card);
  });

  it('leaves the link to the browser when the card is missing or the click opens a new tab', () => {
    const { card, scrollIntoView, link } = setup();
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    card.remove();
    expect(fireEvent.click(link)).toBe(true);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
