import type { SideEffect } from './schema';

/** The reader text both side-effects formats show: the heading, then each mild and severe effect. */
export function sideEffectsSearchText(data: { title?: string; mildSideEffects: SideEffect[]; severeSideEffects: SideEffect[] }): (string | undefined)[] {
  return [data.title, ...[...data.mildSideEffects, ...data.severeSideEffects].flatMap((e) => [e.name, e.prevalence, e.description])];
}
