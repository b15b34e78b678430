import { vi } from 'vitest';

/** jsdom's Blob cannot be read back synchronously; this one keeps what it was given. */
export class RecordingBlob {
  constructor(
    readonly parts: string[],
    readonly options?: { type: string },
  ) {}
}

/**
 * Replaces navigator.sendBeacon with a mock that accepts every call (make it refuse with
 * mockReturnValue(false)) and Blob with RecordingBlob. Undo Blob with vi.unstubAllGlobals().
 */
export function stubBeacon() {
  const beacon = vi.fn((_url: string, _data: unknown) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  vi.stubGlobal('Blob', RecordingBlob);
  return beacon;
}

/** Each beacon sent: its URL, its JSON body read back, and the Blob's content type. */
export function beaconsSent(beacon: ReturnType<typeof stubBeacon>) {
  return beacon.mock.calls.map(([url, data]) => {
    const blob = data as RecordingBlob;
    return { url, body: JSON.parse(blob.parts[0]!) as Record<string, unknown>, type: blob.options?.type };
  });
}
