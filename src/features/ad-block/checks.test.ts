// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baitRequestPath, baitScriptPath, checkBaitRequest, checkBaitScript, checkTimeoutMs, runChecks } from './checks';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function baitScript(): HTMLScriptElement {
  const script = document.head.querySelector<HTMLScriptElement>(`script[src="${baitScriptPath}"]`);
  if (!script) throw new Error('bait script not added');
  return script;
}

describe('bait script check', () => {
  it('got through when the script loaded and set its flag', async () => {
    const result = checkBaitScript();
    (window as unknown as Record<string, boolean>).__wellreadAdsScriptRan = true;
    baitScript().dispatchEvent(new Event('load'));
    expect(await result).toBe(true);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('blocked when it failed to load, or loaded without running (a blocker swapping in an empty script)', async () => {
    const failed = checkBaitScript();
    baitScript().dispatchEvent(new Event('error'));
    expect(await failed).toBe(false);

    const emptied = checkBaitScript();
    baitScript().dispatchEvent(new Event('load'));
    expect(await emptied).toBe(false);
  });
});

describe('bait request check', () => {
  it('fetches the bait path without cache or credentials; only a 2xx got through', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    expect(await checkBaitRequest()).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(baitRequestPath, { cache: 'no-store', credentials: 'omit' });

    fetchMock.mockImplementation(() => Promise.resolve(new Response('', { status: 404 })));
    expect(await checkBaitRequest()).toBe(false);

    fetchMock.mockImplementation(() => Promise.reject(new TypeError('net::ERR_BLOCKED_BY_CLIENT')));
    expect(await checkBaitRequest()).toBe(false);
  });
});

describe('runChecks', () => {
  it('gives null (no-response) when a check has not answered within the timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    const result = runChecks();
    await vi.advanceTimersByTimeAsync(checkTimeoutMs - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeNull();
  });
});
