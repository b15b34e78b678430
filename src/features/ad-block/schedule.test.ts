// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConsentStore, saveChoice } from '@/features/consent/client';
import { clearCookies } from '@tests/support/consent';
import { afterPageIdle, whenConsentDecided } from './schedule';

function bootConsent(regime: 'gdpr' | 'us'): void {
  document.body.innerHTML = `<script id="wellread-consent" type="application/json">${JSON.stringify({ regime, gpc: false })}</script>`;
}

describe('afterPageIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once the loaded page is idle, not during the current task', () => {
    const run = vi.fn();
    afterPageIdle(run);
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled', () => {
    const run = vi.fn();
    afterPageIdle(run)();
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
  });
});

describe('whenConsentDecided', () => {
  beforeEach(() => {
    resetConsentStore();
    clearCookies();
  });

  it('runs at once where no consent banner is due (US)', () => {
    bootConsent('us');
    const run = vi.fn();
    whenConsentDecided(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits while the GDPR banner is open and runs after the reader chose', () => {
    bootConsent('gdpr');
    const run = vi.fn();
    whenConsentDecided(run);
    expect(run).not.toHaveBeenCalled();
    saveChoice({ performance: true }, () => undefined);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
