import { useEffect, useEffectEvent, type RefObject } from 'react';

/** While `active`, a pointer press anywhere outside `root` calls `onOutside` (a popup closes on a click elsewhere). */
export function useOutsidePress(root: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void) {
  const outside = useEffectEvent(onOutside);
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && root.current?.contains(event.target)) return;
      outside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active, root]);
}
