'use client';

import { useEffect, useId, useRef } from 'react';
import type { AdPosition } from '../sizes';
import { startSlot } from '../slot-loader';

interface Props {
  positions: readonly AdPosition[];
  inline: boolean;
  band: number;
  className: string;
}

/** The slot's creative container; fills itself after the main content has loaded and the slot is near the viewport. */
export function SlotFill({ positions, inline, band, className }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const slotId = `slot-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const key = positions.join(' ');
  useEffect(() => {
    const container = ref.current;
    const slot = container?.parentElement;
    if (!container || !slot || typeof IntersectionObserver !== 'function') return;
    return startSlot({ slot, container, positions: key.split(' ') as AdPosition[], slotId, inline, band });
  }, [key, slotId, inline, band]);
  return <div ref={ref} id={slotId} className={className} />;
}
