// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { popupBlocker, whenPopupClear } from './guard';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-consent-decided');
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('popup guard', () => {
  it('is blocked while the consent banner shows, not once the reader has chose (before paint or after)', () => {
    document.body.innerHTML = '<section data-consent-banner=""></section>';
    expect(popupBlocker()).toBe('consent-banner');
    document.documentElement.setAttribute('data-consent-decided', '');
    expect(popupBlocker()).toBeNull();
  });

  it('is blocked while a dialog is open (privacy settings, the Subscribe popup)', () => {
    document.body.innerHTML = '<dialog open></dialog>';
    expect(popupBlocker()).toBe('dialog');
    document.querySelector('dialog')!.removeAttribute('open');
    expect(popupBlocker()).toBeNull();
  });

  it('runs at once when the way is clear', () => {
    const run = vi.fn();
    whenPopupClear(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits until the banner has gone and then the privacy settings have closed', async () => {
    document.body.innerHTML = '<section data-consent-banner=""></section><dialog open></dialog>';
    const run = vi.fn();
    whenPopupClear(run);
    document.querySelector('[data-consent-banner]')!.remove();
    await flush();
    expect(run).not.toHaveBeenCalled();
    document.querySelector('dialog')!.removeAttribute('open');
    await flush();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled while waiting', async () => {
    document.body.innerHTML = '<dialog open></dialog>';
    const run = vi.fn();
    const cancel = whenPopupClear(run);
    cancel();
    document.querySelector('dialog')!.removeAttribute('open');
    await flush();
    expect(run).not.toHaveBeenCalled();
  });
});
