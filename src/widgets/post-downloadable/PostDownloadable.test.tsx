// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackElement } from '@/features/analytics/typed-events';
import { resetEnvCache } from '@/lib/env';
import { shareLinks } from '@/widgets/kits/sharing/share-links';
import { testContext } from '@tests/support/render-widget';
import { DownloadActions, type DownloadActionsProps } from './DownloadActions.client';
import { fixtures } from './fixtures';
import { PostDownloadable } from './PostDownloadable';
import { postDownloadableSchema } from './schema';
import { stubDialog } from '@tests/support/dialog';

vi.mock('@/features/analytics/typed-events', () => ({ trackElement: vi.fn() }));

function html(data: unknown) {
  return renderToStaticMarkup(<PostDownloadable data={postDownloadableSchema.parse(data)} context={{ ...testContext, index: 2 }} />);
}

const shareUrl = 'http://localhost:3000/test/widget#page1-download-2';
const props: DownloadActionsProps = {
  title: "Doctor's appointment checklist",
  description: 'A one-page list to fill in before your visit.',
  shareUrl,
  fileUrl: '/media/downloads/appointment-checklist.pdf',
  links: shareLinks({ url: 'https://www.wellread.example/a', title: "Doctor's appointment checklist", description: 'A one-page list.', image: '/p.svg' }, { origin: 'https://www.wellread.example', name: 'Wellread' }),
  position: 3,
};

function stubMedia(phone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: phone, media: query, addEventListener: () => {}, removeEventListener: () => {} })),
  );
}

beforeEach(() => {
  stubDialog();
  vi.mocked(trackElement).mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
  delete process.env.SITE_ORIGINS;
  resetEnvCache();
});

describe('post-downloadable card (server)', () => {
  it('renders the preview, title, subText and a real Download link with the download attribute for a file of this site', () => {
    const out = html(fixtures.default);
    expect(out).toMatch(/<img[^>]*src="\/media\/downloads\/appointment-checklist-preview.svg"[^>]*alt="Preview of the doctor&#x27;s appointment checklist"[^>]*width="150" height="194"/);
    expect(out).toContain('<h2 id="page1-download-2-title" class="title">Doctor&#x27;s appointment checklist</h2>');
    expect(out).toContain('A one-page list to fill in before your visit');
    expect(out).toMatch(/<a class="download" href="\/media\/downloads\/appointment-checklist.pdf" download="" data-track="download">Download<span class="visually-hidden"> Doctor&#x27;s appointment checklist \(PDF\)<\/span><\/a>/);
    expect(out).toMatch(/<button type="button" class="action"[^>]*>Print/);
    expect(out).toMatch(/<button type="button" class="action"[^>]*aria-haspopup="dialog"[^>]*>Share/);
    expect(out).toContain('id="page1-download-2"');
  });

  it('defaults a missing alt to "preview" (spec 8)', () => {
    expect(html(fixtures.defaultAlt)).toContain('alt="preview"');
  });

  it('opens a file elsewhere in a new tab instead of the download attribute', () => {
    const out = html(fixtures.externalFile);
    expect(out).toMatch(/<a class="download" href="https:\/\/www.example.org\/files\/blood-pressure-diary.pdf" target="_blank" rel="noopener noreferrer"/);
    expect(out).not.toMatch(/<a class="download"[^>]*download=""/);
  });

  it('offers Facebook and Pinterest only with share-preview data (image, title, description; spec 8) on a public origin; email and X always', () => {
    process.env.SITE_ORIGINS = 'healthline=https://www.wellread.example';
    resetEnvCache();
    const full = html(fixtures.default);
    expect(full).toContain('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.wellread.example%2Ftest%2Fwidget%23page1-download-2');
    expect(full).toContain('media=https%3A%2F%2Fwww.wellread.example%2Fmedia%2Fdownloads%2Fappointment-checklist-preview.svg');
    for (const data of [fixtures.noSharePreview, { ...fixtures.default, subText: '' }, { ...fixtures.default, imageSrc: undefined }]) {
      const out = html(data);
      expect(out).not.toContain('facebook.com');
      expect(out).not.toContain('pinterest.com');
      expect(out).toContain('href="mailto:?subject=Shared%20with%20you%20from%20Wellread&amp;body=');
      expect(out).toContain('href="https://x.com/intent/tweet?url=');
    }
    delete process.env.SITE_ORIGINS;
    resetEnvCache();
    // This machine's origin: the networks could not fetch the preview.
    expect(html(fixtures.default)).not.toContain('facebook.com');
  });

  it('shares the page at the card, made absolute from the configured origin; no third-party script in the markup', () => {
    const out = html(fixtures.default);
    expect(out).toContain('value="http://localhost:3000/test/widget#page1-download-2"');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<dialog open');
  });

  it('refuses unsafe file addresses and a missing title', () => {
    for (const downloadUrl of ['javascript:alert(1)', 'http://example.com/a.pdf', '//evil.example/a.pdf', 'data:application/pdf;base64,AAAA']) {
      expect(postDownloadableSchema.safeParse({ ...fixtures.default, downloadUrl }).success, downloadUrl).toBe(false);
    }
    expect(postDownloadableSchema.safeParse({ ...fixtures.default, title: '  ' }).success).toBe(false);
    for (const fixture of Object.values(fixtures)) expect(postDownloadableSchema.safeParse(fixture).success).toBe(true);
  });
});

describe('DownloadActions (browser)', () => {
  it('opens the share dialog on a wider screen, even where navigator.share exists', () => {
    stubMedia(false);
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<DownloadActions {...props} />);
    fireEvent.click(screen.getByRole('button', { name: /^Share/ }));
    expect(share).not.toHaveBeenCalled();
    expect(document.querySelector('dialog')!.hasAttribute('open')).toBe(true);
    expect(trackElement).toHaveBeenCalledWith('Clicked', expect.objectContaining({ elementType: 'post-downloadable', name: 'share', position: 3 }));
  });

  it('uses the Web Share API on a phone, and the dialog when the sheet fails (not when the reader cancels it)', async () => {
    stubMedia(true);
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<DownloadActions {...props} />);
    const button = screen.getByRole('button', { name: /^Share/ });
    await act(async () => fireEvent.click(button));
    expect(share).toHaveBeenCalledWith({ title: props.title, text: `${props.description}\n${shareUrl}` });
    expect(document.querySelector('dialog')!.hasAttribute('open')).toBe(false);

    share.mockImplementationOnce(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
    await act(async () => fireEvent.click(button));
    expect(document.querySelector('dialog')!.hasAttribute('open')).toBe(false);

    share.mockImplementationOnce(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    await act(async () => fireEvent.click(button));
    expect(document.querySelector('dialog')!.hasAttribute('open')).toBe(true);
  });

  it('falls back to the dialog on a phone without navigator.share', () => {
    stubMedia(true);
    render(<DownloadActions {...props} />);
    fireEvent.click(screen.getByRole('button', { name: /^Share/ }));
    expect(document.querySelector('dialog')!.hasAttribute('open')).toBe(true);
  });

  it('its dialog is the site\'s share dialog, named for the file, passing on the page at the card (Copy Link and targets: kits/sharing)', () => {
    stubMedia(false);
    render(<DownloadActions {...props} />);
    fireEvent.click(screen.getByRole('button', { name: /^Share/ }));
    const dialog = screen.getByRole('dialog', { name: "Share Doctor's appointment checklist" });
    expect((screen.getByLabelText('Link to this page') as HTMLInputElement).value).toBe(shareUrl);
    expect(dialog.querySelector('[data-copy-state]')!.textContent).toBe('Copy Link');
    expect(screen.getByRole('link', { name: 'Email' }).getAttribute('data-track-location')).toBe('post-downloadable');
  });

  it('Print loads a file of this site in a hidden frame and prints it; a file elsewhere opens in a new tab', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<DownloadActions {...props} />);
    fireEvent.click(screen.getByRole('button', { name: /^Print/ }));
    const frame = document.querySelector('iframe')!;
    expect(frame.src).toBe(`${window.location.origin}/media/downloads/appointment-checklist.pdf`);
    const print = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { focus: () => {}, print }, configurable: true });
    frame.dispatchEvent(new Event('load'));
    expect(print).toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    cleanup();
    document.querySelectorAll('iframe').forEach((f) => f.remove());

    render(<DownloadActions {...props} fileUrl="https://www.example.org/files/diary.pdf" />);
    fireEvent.click(screen.getByRole('button', { name: /^Print/ }));
    expect(open).toHaveBeenCalledWith('https://www.example.org/files/diary.pdf', '_blank', 'noopener');
    expect(document.querySelector('iframe')).toBeNull();
  });
});
