// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyLink, copyLinkTexts } from './CopyLink.client';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

describe('CopyLink', () => {
  it('copies the page address and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    render(<CopyLink />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: copyLinkTexts.button })));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.getByRole('status').textContent).toBe(copyLinkTexts.copied);
  });

  it('says when copying fails', async () => {
    stubClipboard(async () => {
      throw new Error('denied');
    });
    render(<CopyLink />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: copyLinkTexts.button })));
    expect(screen.getByRole('status').textContent).toBe(copyLinkTexts.failed);
  });
});
