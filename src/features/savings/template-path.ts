/** Drug template pages live at /health/drugs/{drugSlug} (spec savings 2.1: "a drug template page"). */
export const drugTemplatePrefix = '/health/drugs/';

/** The drug slug a path names as a template page, or null. */
export function drugSlugFromPath(path: string): string | null {
  if (!path.startsWith(drugTemplatePrefix)) return null;
  const slug = path.slice(drugTemplatePrefix.length);
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 80 ? slug : null;
}

export function drugTemplatePath(drugSlug: string): string {
  return `${drugTemplatePrefix}${drugSlug}`;
}
