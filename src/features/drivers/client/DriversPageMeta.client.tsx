'use client';
import { useEffect } from 'react';
import { registerPage, type DriversPageMeta as Meta } from './drivers-store';

/**
 * Rendered by each page (article, home, category): hands the page's meta to the drivers store,
 * so the shell's placements (announcement bar, header newsletter, sticky banner, popups) and the
 * page's own (right rail, manual placement) can ask for their drivers. Renders nothing.
 */
export function DriversPageMeta({ meta, contentIndex = 0 }: { meta: Meta; contentIndex?: number }) {
  const json = JSON.stringify(meta);
  useEffect(() => registerPage(contentIndex, JSON.parse(json) as Meta), [contentIndex, json]);
  return null;
}
