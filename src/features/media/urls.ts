/**
 * The media library's items and their addresses (docs/areas/media.md). Pure, so the newsroom's
 * browser code can build image markup from an item too.
 */

/** The formats files are stored in: the original's (re-encoded) and the responsive variants'. */
export type MediaFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'svg';

/** One stored file of an item: its storage key (`<id>/<file>`), width in pixels, format and size in bytes. */
export interface MediaVariant {
  key: string;
  width: number;
  format: MediaFormat;
  bytes: number;
}

export interface MediaItem {
  id: string;
  /** The name the file was uploaded with (shown to editors, searched; never used for a path). */
  fileName: string;
  /** The original's type, decided from its bytes. */
  mime: string;
  /** The uploaded file's size. */
  bytes: number;
  width: number;
  height: number;
  /** SHA-256 of the uploaded bytes, hex. */
  sha256: string;
  alt: string;
  caption: string | null;
  credit: string | null;
  /** Where the subject is, 0..1 from the left and from the top: crops keep it in view. */
  focalX: number;
  focalY: number;
  /** The stored files, the original-format copy first. */
  variants: MediaVariant[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * An item's id: 24 characters of lower-case base32 (120 random bits). Lower case and no `_` or `%`,
 * so a LIKE pattern holding it matches exactly that id on both engines (SQLite's LIKE ignores case).
 */
export const mediaIdPattern = /^[a-z2-7]{24}$/;

/** A stored file's name: `original.<ext>` (the original-format copy) or `<width>.<ext>` (a responsive variant). */
export const mediaFilePattern = /^(?:original|[1-9]\d{0,4})\.(?:jpg|png|webp|avif|svg)$/;

const extensions: Record<MediaFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', svg: 'svg' };

export const mediaContentTypes: Record<MediaFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** The file name a stored file gets: `original.jpg` for the original-format copy, `640.webp` for a variant. */
export function mediaFileName(format: MediaFormat, width: number | 'original'): string {
  return `${width}.${extensions[format]}`;
}

/** The format a stored file's name says, or null. */
export function formatOfFile(file: string): MediaFormat | null {
  const extension = file.slice(file.lastIndexOf('.') + 1);
  return (Object.keys(extensions) as MediaFormat[]).find((format) => extensions[format] === extension) ?? null;
}

/** The public path of one of an item's files: /media/<id>/<file>. */
export function mediaSrc(id: string, file: string): string {
  return `/media/${id}/${file}`;
}

/** The prefix every file of an item is served under; documents that use the item hold it. */
export function mediaPathPrefix(id: string): string {
  return `/media/${id}/`;
}

export interface MediaUrls {
  /** The largest WebP, or the SVG. */
  src: string;
  /** `srcset` values per format, widest last; null for an SVG (one file fits every width). */
  srcSet: { avif: string; webp: string } | null;
  width: number;
  height: number;
}

/** What image markup needs for an item: a src, srcsets for AVIF and WebP, and the intrinsic size. */
export function mediaUrls(item: Pick<MediaItem, 'variants' | 'width' | 'height'>): MediaUrls {
  const path = (variant: MediaVariant) => `/media/${variant.key}`;
  const svg = item.variants.find((v) => v.format === 'svg');
  if (svg) return { src: path(svg), srcSet: null, width: item.width, height: item.height };
  // The original-format copy (first) is left out: a variant of the same width in a modern format is there.
  const responsive = item.variants.slice(1).sort((a, b) => a.width - b.width);
  const srcSetOf = (format: MediaFormat) =>
    responsive
      .filter((v) => v.format === format)
      .map((v) => `${path(v)} ${v.width}w`)
      .join(', ');
  const largestWebp = responsive.filter((v) => v.format === 'webp').at(-1) ?? item.variants[0]!;
  return { src: path(largestWebp), srcSet: { avif: srcSetOf('avif'), webp: srcSetOf('webp') }, width: item.width, height: item.height };
}
