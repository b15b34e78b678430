import type { CSSProperties, ReactNode } from 'react';

/** Late content rendering before it may take its place (useOutOfView): out of the flow and unseen (and so not focusable). */
const stagedStyle: CSSProperties = { position: 'absolute', insetInline: 0, top: 0, visibility: 'hidden', pointerEvents: 'none' };

/** The style of the place (the parent of Staged) while its content is staged: it holds the staged box without taking space. */
export const stagingPlaceStyle: CSSProperties = { position: 'relative' };

/** Late content in its place: out of the flow and unseen (`data-staged`) until `placed` (useOutOfView), then in the flow. */
export function Staged({ placed, children }: { placed: boolean; children: ReactNode }) {
  return (
    <div style={placed ? undefined : stagedStyle} data-staged={placed ? undefined : ''}>
      {children}
    </div>
  );
}
