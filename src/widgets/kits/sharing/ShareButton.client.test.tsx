// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubDialog } from '@tests/support/dialog';
import { copiedMs, copySpinnerMs } from './copy-link';
import { ShareButton, type ShareButtonProps } from './ShareButton.client';
import { shareLinks } from './share-links';

const track = vi.hoisted(() => vi.fn());
vi.mock('@/features/analytics/track', () => ({ track }));

const url = 'https://www.wellread.example/sleep/three-habits';
const site = { origin: 'https://www.wellread.example', name: 'Wellread' };
const full = shareLinks({ url, title: 'Three habits', description: 'Small changes.', image: '/i.svg' }, site);
const props: ShareButtonProps = { title: 'Three habits', text: 'Small changes.', url, links: full, location: 'article' };

function stubMedia(phone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: phone, media: query, addEventListener: () => {}, removeEventListener: () => {} })),
  );
}

const dialog = () => document.querySelector('dialog')!;
// jsdom joins the hidden title without the space a browser keeps ("Share Three habits"), so the name is matched by its start.
const shareButton = () => screen.getByRole('button', { name: /^Share/ });
const copyButton = () => document.querySelector<HTMLButtonElement>('[data-copy-state]')!;

beforeEach(() => {
  stubDialog();
  track.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ShareButton: the page HTML', () => {
  it('is a button named for the article with the closed "Share Options" dialog; no script, nothing open, the same for every reader', () => {
    const html = renderToStaticMarkup(<ShareButton {...props} />);
    expect(html).toMatch(/<button type="button" class="tool shareButton" aria-haspopup="dialog">/);
    expect(html).toContain('Share<span class="visually-hidden"> Three habits</span>');
    expect(html).toMatch(/<dialog class="dialog" aria-labelledby="[^"]+">/);
    expect(html).toContain('>Share Options</h2>');
    expect(html).not.toContain('<dialog open');
    expect(html).not.toContain('<script');
    expect(html).toBe(renderToStaticMarkup(<ShareButton {...props} />));
  });
});

describe('ShareButton: wider screens and phones', () => {
  it('a wider screen opens the "Share Options" dialog, tracked as opening it', () => {
    stubMedia(false);
    Object.defineProperty(navigator, 'share', { value: vi.fn(), configurable: true });
    render(<ShareButton {...props} />);
    fireEvent.click(shareButton());
    expect(dialog().hasAttribute('open')).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Share Options' })).toBe(dialog());
    expect(navigator.share).not.toHaveBeenCalled();
    expect(track).toHaveBeenCalledWith('Element Clicked', { elementType: 'share', location: 'article', name: 'share-options', actionOutcome: 'open' });
  });

  it('a phone opens the device share sheet with the title and a text carrying the URL, tracked as a native share', async () => {
    stubMedia(true);
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareButton {...props} />);
    await act(async () => fireEvent.click(shareButton()));
    expect(share).toHaveBeenCalledWith({ title: 'Three habits', text: `Small changes.\n${url}` });
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(track).toHaveBeenCalledWith('Element Clicked', { elementType: 'share', location: 'article', name: 'native', linkUrl: url, actionOutcome: 'share' });
  });

  it('a phone without navigator.share gets the dialog', () => {
    stubMedia(true);
    render(<ShareButton {...props} />);
    fireEvent.click(shareButton());
    expect(dialog().hasAttribute('open')).toBe(true);
  });
});

describe('ShareDialog', () => {
  it('offers Facebook, X and Pinterest in a new tab and Email, in that order, each a tracked share link', () => {
    render(<ShareButton {...props} />);
    const links = [...dialog().querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(['Facebook (opens in a new tab)', 'X (Twitter) (opens in a new tab)', 'Pinterest (opens in a new tab)', 'Email']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([full.facebook, full.x, full.pinterest, full.email]);
    for (const a of links.slice(0, 3)) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links[3]!.hasAttribute('target')).toBe(false);
    expect(links.map((a) => [a.dataset.track, a.dataset.trackName, a.dataset.trackLocation])).toEqual([
      ['share', 'facebook', 'article'],
      ['share', 'x', 'article'],
      ['share', 'pinterest', 'article'],
      ['share', 'email', 'article'],
    ]);
  });

  it('without share-preview data: no Facebook or Pinterest (spec 8), X and Email stay', () => {
    render(<ShareButton {...props} links={shareLinks({ url, title: 'Three habits' }, site)} />);
    expect([...dialog().querySelectorAll('a')].map((a) => a.dataset.trackName)).toEqual(['x', 'email']);
  });

  it('Copy Link: a 1 s spinner, then "Link Copied!" for 5 s, then back to the title (spec 4, 9); tracked once', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareButton {...props} />);
    const copy = copyButton();
    expect(copy.textContent).toBe('Copy Link');

    fireEvent.click(copy);
    expect(writeText).toHaveBeenCalledWith(url);
    expect(copy.dataset.copyState).toBe('copying');
    expect(copy.querySelector('.spinner')).not.toBeNull();
    expect(copy.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(copy);
    expect(writeText).toHaveBeenCalledOnce();
    expect(track).toHaveBeenCalledWith('Element Clicked', { elementType: 'share', location: 'article', name: 'copy-link', actionOutcome: 'share' });
    expect(track).toHaveBeenCalledOnce();

    await act(async () => vi.advanceTimersByTime(copySpinnerMs - 1));
    expect(copy.dataset.copyState).toBe('copying');
    await act(async () => vi.advanceTimersByTime(1));
    expect(copy.textContent).toBe('Link Copied!');
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('Link Copied!');

    await act(async () => vi.advanceTimersByTime(copiedMs - 1));
    expect(copy.textContent).toBe('Link Copied!');
    await act(async () => vi.advanceTimersByTime(1));
    expect(copy.textContent).toBe('Copy Link');
    expect(copy.dataset.copyState).toBe('idle');
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('');
  });

  it('Copy Link without a clipboard: after the spinner it says so and selects the link for copying by hand', async () => {
    vi.useFakeTimers();
    render(<ShareButton {...props} />);
    fireEvent.click(copyButton());
    await act(async () => vi.advanceTimersByTime(copySpinnerMs));
    expect(copyButton().dataset.copyState).toBe('failed');
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('Could not copy. Select the link above and copy it.');
    const input = screen.getByLabelText('Link to this page', { selector: 'input' }) as HTMLInputElement;
    expect(input.value).toBe(url);
    expect(input.selectionEnd).toBe(url.length);
  });

  it('closes with Close and by a click on the backdrop, and gives focus back to the Share button', () => {
    stubMedia(false);
    render(<ShareButton {...props} />);
    shareButton().focus();
    fireEvent.click(shareButton());
    screen.getByRole('button', { name: 'Close' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(shareButton());

    fireEvent.click(shareButton());
    fireEvent.click(dialog());
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(shareButton());
  });
});
