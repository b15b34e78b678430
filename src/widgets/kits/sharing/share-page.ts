import { cache } from 'react';
import type { SharePage } from './pin-images';

/**
 * The page a body renders for, per request on the server (React cache), so editor HTML deep inside
 * widgets (src/widgets/kits/editor-html/EditorHtml.tsx) can pin its images to the page, as the
 * link scope does for its links (src/features/links/scope.ts).
 */
const holder = cache((): { page?: SharePage } => ({}));

/** Called by the body renderer before its widgets render. */
export function provideSharePage(page: SharePage): void {
  holder().page = page;
}

/** The request's page; null outside one (tests, tools): then editor HTML gets no pins. */
export function currentSharePage(): SharePage | null {
  return holder().page ?? null;
}
