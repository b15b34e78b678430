// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const track = vi.hoisted(() => vi.fn());
vi.mock('./track', () => ({ track }));

const { onShareLinkActivated, shareLinkAttributes, trackShareClick } = await import('./share-clicks');

beforeEach(() => track.mockClear());

function link(attrs: Record<string, string>, href = 'https://www.pinterest.com/pin/create/button/?url=a') {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  return a;
}

describe('share clicks', () => {
  it('one Element Clicked shape: elementType share, the target as name, actionOutcome share', () => {
    trackShareClick({ name: 'facebook', location: 'article', linkUrl: 'https://www.facebook.com/sharer/sharer.php?u=x' });
    expect(track).toHaveBeenCalledWith('Element Clicked', { elementType: 'share', location: 'article', name: 'facebook', linkUrl: 'https://www.facebook.com/sharer/sharer.php?u=x', actionOutcome: 'share' });
    trackShareClick({ name: 'share-options', location: 'article', actionOutcome: 'open' });
    expect(track).toHaveBeenLastCalledWith('Element Clicked', { elementType: 'share', location: 'article', name: 'share-options', actionOutcome: 'open' });
  });

  it('cuts a long link to the schema\'s 2000 characters', () => {
    trackShareClick({ name: 'pinterest', location: 'article-body', linkUrl: `https://p.example/?${'a'.repeat(3000)}` });
    expect(track.mock.calls[0]![1].linkUrl).toHaveLength(2000);
  });

  it('a link with the share attributes reports its target, place and address', () => {
    onShareLinkActivated(link(shareLinkAttributes({ name: 'pinterest', location: 'image-gallery', position: 2 })));
    expect(track).toHaveBeenCalledWith('Element Clicked', { elementType: 'share', location: 'image-gallery', name: 'pinterest', position: 2, linkUrl: 'https://www.pinterest.com/pin/create/button/?url=a', actionOutcome: 'share' });
  });

  it('without a position, or with a bad one, reports none; without a name or location, nothing', () => {
    onShareLinkActivated(link(shareLinkAttributes({ name: 'email', location: 'article' }), 'mailto:?subject=x'));
    expect(track.mock.calls[0]![1]).not.toHaveProperty('position');
    onShareLinkActivated(link({ ...shareLinkAttributes({ name: 'x', location: 'article' }), 'data-track-position': '1.5' }));
    expect(track.mock.calls[1]![1]).not.toHaveProperty('position');
    onShareLinkActivated(link({ 'data-track': 'share', 'data-track-location': 'article' }));
    onShareLinkActivated(link({ 'data-track': 'share', 'data-track-name': 'x' }));
    expect(track).toHaveBeenCalledTimes(2);
  });
});
