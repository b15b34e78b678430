// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const track = vi.fn();
vi.mock('@/features/analytics/track', () => ({ track: (...args: unknown[]) => track(...args), flush: () => undefined }));

const { PinterestLink } = await import('./PinterestLink');

afterEach(cleanup);

const href = 'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fwellread.example%2Fa&media=https%3A%2F%2Fwellread.example%2Fi.jpg';

describe('PinterestLink', () => {
  it('is a plain link to the pin creator in a new tab, with its text and a new-tab hint', () => {
    const { getByRole } = render(<PinterestLink href={href} location="image-gallery" position={2} className="pin" />);
    const link = getByRole('link');
    expect(link.textContent).toBe('Save to Pinterest (opens in a new tab)');
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.className).toBe('pin');
  });

  it('reports a share click with its place', () => {
    const { getByRole } = render(<PinterestLink href={href} location="slideshow" position={3} />);
    const link = getByRole('link');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(track).toHaveBeenCalledWith('Element Clicked', { elementType: 'share', location: 'slideshow', name: 'pinterest', position: 3, linkUrl: href, actionOutcome: 'share' });
  });
});
