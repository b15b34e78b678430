'use client';

import { useRef, type PointerEvent } from 'react';
import { swipeDirection } from './swipe';

/**
 * Pointer handlers that report a horizontal swipe by touch or pen (1 next, -1 previous) under the
 * one swipe rule (`swipe.ts`). Mouse pointers are left alone: they have the buttons and keys. The
 * element needs `touch-action: pan-y` so the browser keeps vertical scrolling and hands
 * horizontal moves to these handlers.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
      if (direction !== 0) onSwipe(direction);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
