import type { EmbedProvider } from './providers';

/** The facade's button: "Load video from YouTube", "Load content from Datawrapper". */
export function loadLabel(provider: Pick<EmbedProvider, 'kind' | 'name'>): string {
  return `Load ${provider.kind === 'video' ? 'video' : 'content'} from ${provider.name}`;
}

const ratioPattern = /^(\d{1,4}(?:\.\d{1,3})?)\s*[/:]\s*(\d{1,4}(?:\.\d{1,3})?)$/;

/** "16:9", "16/9" or "16 / 9" as CSS aspect-ratio ("16 / 9"); null when it is not a sensible ratio (each side above 0, at most 4:1 either way). */
export function normalizeAspectRatio(value: string): string | null {
  const match = ratioPattern.exec(value.trim());
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (!(width > 0 && height > 0) || width / height > 4 || height / width > 4) return null;
  return `${match[1]} / ${match[2]}`;
}
