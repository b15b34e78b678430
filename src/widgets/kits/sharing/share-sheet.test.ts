// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nativeShareData, phoneQuery, shareOrOpen, usesShareSheet } from './share-sheet';

function stubMedia(phone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: phone && query === phoneQuery, media: query, addEventListener: () => {}, removeEventListener: () => {} })),
  );
}

function stubShare(impl: () => Promise<void> = () => Promise.resolve()) {
  const share = vi.fn(impl);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  return share;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

describe('nativeShareData (spec: title and text including the page URL)', () => {
  it('gives the title and a text of the description and the URL', () => {
    expect(nativeShareData({ title: 'Sleep', text: 'Three habits.', url: 'https://www.wellread.example/sleep' })).toEqual({ title: 'Sleep', text: 'Three habits.\nhttps://www.wellread.example/sleep' });
  });

  it('uses the title as the text without a description', () => {
    expect(nativeShareData({ title: 'Sleep', text: ' ', url: 'https://w.example/s' })).toEqual({ title: 'Sleep', text: 'Sleep\nhttps://w.example/s' });
    expect(nativeShareData({ title: 'Sleep', url: 'https://w.example/s' }).text).toBe('Sleep\nhttps://w.example/s');
  });
});

describe('shareOrOpen', () => {
  const data = { title: 'T', text: 'T\nhttps://w.example/a' };

  it('phones (below 658 px or touch) are what the query says', () => {
    expect(phoneQuery).toBe('(max-width: 657.98px), (pointer: coarse)');
  });

  it('a wider screen opens the dialog, even where navigator.share exists', () => {
    stubMedia(false);
    const share = stubShare();
    const open = vi.fn();
    expect(usesShareSheet()).toBe(false);
    expect(shareOrOpen(data, open)).toBe('dialog');
    expect(open).toHaveBeenCalledOnce();
    expect(share).not.toHaveBeenCalled();
  });

  it('a phone with navigator.share opens the share sheet, not the dialog', async () => {
    stubMedia(true);
    const share = stubShare();
    const open = vi.fn();
    expect(shareOrOpen(data, open)).toBe('sheet');
    expect(share).toHaveBeenCalledWith(data);
    await Promise.resolve();
    expect(open).not.toHaveBeenCalled();
  });

  it('a phone without navigator.share falls back to the dialog', () => {
    stubMedia(true);
    const open = vi.fn();
    expect(usesShareSheet()).toBe(false);
    expect(shareOrOpen(data, open)).toBe('dialog');
    expect(open).toHaveBeenCalledOnce();
  });

  it('the dialog opens when the sheet fails, not when the reader closes it', async () => {
    stubMedia(true);
    const open = vi.fn();
    stubShare(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
    shareOrOpen(data, open);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(open).not.toHaveBeenCalled();

    stubShare(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    shareOrOpen(data, open);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(open).toHaveBeenCalledOnce();
  });
});
