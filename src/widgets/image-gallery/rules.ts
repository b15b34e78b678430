/** Spec (article blocks 8, "Missing image alt"): a gallery image without alt text is "preview". */
export const defaultGalleryAlt = 'preview';

export const galleryImageAlt = (alt: string | undefined) => alt?.trim() || defaultGalleryAlt;

/** Shown widths (CSS px, values of widgetImageWidths) the image proxy fetches 2.1 times over. */
export const thumbnailWidth = 320;
export const largeImageWidth = 700;

/** What a pin says about an image: its caption, else its alt text, else the gallery's title. */
export function pinDescription(image: { caption?: string; alt?: string }, fallback: string | undefined): string {
  return image.caption?.trim() || image.alt?.trim() || fallback?.trim() || '';
}

/** What the larger view needs of one image, worked out on the server (plain data for the client leaf). */
export interface ShownImage {
  /** The address to load (through the image proxy where it applies). */
  src: string;
  alt: string;
  caption?: string;
  credit?: string;
  width: number;
  height: number;
  /** The Pinterest pin creator link; null hides "Save to Pinterest". */
  pinUrl: string | null;
}
