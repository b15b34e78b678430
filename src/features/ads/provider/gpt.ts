import { adSizes, type AdSizeName } from '../sizes';
import type { AdProvider, AdRequest, FillResult } from './types';
import { loadScript } from '@/features/errors/load-script';

export const gptScriptUrl = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';

type GptSize = 'fluid' | [number, number];
interface GptSlot {
  addService(service: unknown): GptSlot;
  setTargeting(key: string, value: string | string[]): GptSlot;
}
interface SlotRenderEnded {
  slot: GptSlot;
  isEmpty: boolean;
  size: [number, number] | string | null;
}
export interface GoogleTag {
  cmd: Array<() => void> | { push(fn: () => void): void };
  defineSlot(path: string, sizes: GptSize[], divId: string): GptSlot | null;
  pubads(): { addEventListener(type: 'slotRenderEnded', listener: (event: SlotRenderEnded) => void): void; enableSingleRequest?: () => void };
  enableServices(): void;
  display(divId: string): void;
  destroySlots(slots: GptSlot[]): boolean;
}

declare global {
  interface Window {
    googletag?: GoogleTag;
  }
}

function gptSize(size: AdSizeName): GptSize {
  const value = adSizes[size];
  return value === 'fluid' ? 'fluid' : [value[0], value[1]];
}

function sizeNameOf(size: SlotRenderEnded['size'], requested: readonly AdSizeName[]): AdSizeName {
  if (!Array.isArray(size)) return requested.includes('fluid') ? 'fluid' : requested[0]!;
  return requested.find((name) => {
    const value = adSizes[name];
    return value !== 'fluid' && value[0] === size[0] && value[1] === size[1];
  }) ?? requested[0]!;
}

let loading: Promise<boolean> | undefined;

/**
 * Adds gpt.js once; resolves whether it loaded (a failure is reported by loadScript). Only called
 * for readers with targeting consent (load.ts decides).
 */
function loadGpt(): Promise<boolean> {
  window.googletag ??= { cmd: [] } as unknown as GoogleTag;
  // Google's CSP guide: gpt.js carries the page's nonce and hands it on to what it adds.
  loading ??= loadScript(gptScriptUrl, { withNonce: true, feature: 'ads' }).then(
    () => true,
    () => false,
  );
  return loading;
}

type Pending = (event: SlotRenderEnded) => void;
const pending = new Map<GptSlot, Pending>();
let servicesEnabled = false;

/**
 * Google Publisher Tag: each slot becomes /{network code}/{position} with the allowed sizes and
 * the page's targeting (k1 and the rest); the fill settles when GPT reports the slot rendered.
 */
export function gptProvider(networkCode: string): AdProvider {
  const slots = new Map<HTMLElement, GptSlot>();
  return {
    name: 'gpt',
    fill(container: HTMLElement, request: AdRequest): Promise<FillResult> {
      const loaded = loadGpt();
      container.id = request.slotId;
      return new Promise((resolve) => {
        // Without gpt.js the queue never runs: the slot is empty rather than loading for ever.
        void loaded.then((ok) => ok || resolve({ filled: false }));
        window.googletag!.cmd.push(() => {
          const tag = window.googletag!;
          const slot = tag.defineSlot(`/${networkCode}/${request.position}`, request.sizes.map(gptSize), request.slotId);
          if (!slot) {
            resolve({ filled: false });
            return;
          }
          slots.set(container, slot);
          slot.addService(tag.pubads());
          for (const [key, value] of Object.entries(request.targeting)) slot.setTargeting(key, typeof value === 'string' ? value : [...value]);
          pending.set(slot, (event) => resolve(event.isEmpty ? { filled: false } : { filled: true, size: sizeNameOf(event.size, request.sizes) }));
          if (!servicesEnabled) {
            servicesEnabled = true;
            tag.pubads().addEventListener('slotRenderEnded', (event) => {
              pending.get(event.slot)?.(event);
              pending.delete(event.slot);
            });
            tag.enableServices();
          }
          tag.display(request.slotId);
        });
      });
    },
    release(container: HTMLElement): void {
      const slot = slots.get(container);
      if (!slot) return;
      slots.delete(container);
      pending.delete(slot);
      window.googletag?.cmd.push(() => window.googletag!.destroySlots([slot]));
    },
  };
}

/** For tests. */
export function resetGpt(): void {
  loading = undefined;
  servicesEnabled = false;
  pending.clear();
}
