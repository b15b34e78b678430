'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { readChecks, writeChecks } from '../storage';

interface Props {
  /** recipeStorageKey(site, kind, canonicalPath). */
  storageKey: string;
  className?: string;
  children: ReactNode;
}

/**
 * Keeps the server-rendered checkboxes inside (input[data-recipe-check], in list order) in
 * localStorage. The boxes are plain uncontrolled inputs that work before this loads; after
 * hydration the stored states are applied (a ticked box keeps its size, so nothing shifts) and
 * every change is written back as a JSON list of booleans by position.
 */
export function RecipeChecks({ storageKey, className, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const boxes = () => Array.from(root.querySelectorAll<HTMLInputElement>('input[type="checkbox"][data-recipe-check]'));
    const stored = readChecks(storageKey, boxes().length);
    // A box ticked before the script loaded stays ticked.
    boxes().forEach((box, i) => {
      if (stored[i]) box.checked = true;
    });
    const save = () => writeChecks(storageKey, boxes().map((box) => box.checked));
    if (boxes().some((box, i) => box.checked !== stored[i])) save();
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.matches('[data-recipe-check]')) save();
    };
    root.addEventListener('change', onChange);
    return () => root.removeEventListener('change', onChange);
  }, [storageKey]);

  return (
    <div ref={ref} className={className} data-recipe-checks={storageKey}>
      {children}
    </div>
  );
}
