// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PinterestLink } from './PinterestLink';

afterEach(cleanup);

const href = 'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fwellread.example%2Fa&media=https%3A%2F%2Fwellread.example%2Fi.jpg';

describe('PinterestLink', () => {
  it('is a plain link to the pin creator in a new tab, with its text and a new-tab hint', () => {
    const { getByRole } = render(<PinterestLink href={href} location="image-gallery" position={2} className="own" />);
    const link = getByRole('link');
    expect(link.textContent).toBe('Save to Pinterest (opens in a new tab)');
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.className).toBe('own');
  });

  it('carries its share-click data for the page\'s click listener (src/features/analytics/share-clicks.ts)', () => {
    const { getByRole } = render(<PinterestLink href={href} location="slideshow" position={3} />);
    const link = getByRole('link');
    expect({ ...link.dataset }).toEqual({ track: 'share', trackName: 'pinterest', trackLocation: 'slideshow', trackPosition: '3' });
    // Without a class of its own it takes the kit's.
    expect(link.className).toBe('pin');
  });

  it('renders on the server (the article hero): no event handler, no script', () => {
    const html = renderToStaticMarkup(<PinterestLink href={href} location="hero-image" position={1} />);
    expect(html).toBe(
      `<a class="pin" href="${href.replaceAll('&', '&amp;')}" target="_blank" rel="noopener noreferrer" data-track="share" data-track-name="pinterest" data-track-location="hero-image" data-track-position="1">Save to Pinterest<span class="visually-hidden"> (opens in a new tab)</span></a>`,
    );
  });
});
