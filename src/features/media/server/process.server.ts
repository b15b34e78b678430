import 'server-only';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { detectFormat, type AcceptedFormat } from '../detect';
import { MediaError } from '../errors';
import { mediaContentTypes, mediaFileName, type MediaFormat } from '../urls';
import { sanitizeSvg, svgSize } from './svg.server';

/** What an upload may be: bytes of the file, and pixels of a raster image (a small file can decode to a huge one). */
export interface MediaLimits {
  maxBytes: number;
  maxPixels: number;
}

export const defaultMediaLimits: MediaLimits = { maxBytes: 15 * 1024 * 1024, maxPixels: 40_000_000 };

/** The responsive widths, each made in AVIF and WebP when the original is at least that wide. */
export const responsiveWidths = [320, 640, 960, 1280, 1920] as const;

export interface ProcessedFile {
  file: string;
  format: MediaFormat;
  width: number;
  bytes: Uint8Array;
  contentType: string;
}

export interface ProcessedImage {
  mime: string;
  width: number;
  height: number;
  /** What to store, the original-format copy first. */
  files: ProcessedFile[];
}

const acceptedFormats = 'Upload JPEG, PNG, WebP, AVIF or SVG.';

/**
 * Checks an upload and makes the files to store. The format comes from the bytes alone. Raster
 * images are turned upright and stripped of metadata (EXIF, GPS, ICC: converted to sRGB; sharp
 * writes none unless asked); an animated one keeps its first frame. SVG is sanitized
 * (svg.server.ts) and stored as that text only. Throws MediaError for anything it refuses.
 */
export async function processImage(bytes: Uint8Array, limits: MediaLimits = defaultMediaLimits): Promise<ProcessedImage> {
  if (bytes.byteLength === 0) throw new MediaError(400, 'empty_file', 'The file is empty.');
  if (bytes.byteLength > limits.maxBytes) {
    throw new MediaError(413, 'file_too_large', `This file is ${formatBytes(bytes.byteLength)}. Upload a file of at most ${formatBytes(limits.maxBytes)}.`);
  }
  const detected = detectFormat(bytes);
  if (!detected.accepted) {
    const what = detected.name ? `This file is a ${detected.name}.` : 'This file is not an image we can use.';
    throw new MediaError(415, 'unsupported_type', `${what} ${acceptedFormats}`);
  }
  return detected.format === 'svg' ? processSvg(bytes) : processRaster(bytes, detected.format, limits);
}

function formatBytes(n: number): string {
  const round = (x: number) => String(Math.round(x * 10) / 10);
  if (n >= 1024 * 1024) return `${round(n / (1024 * 1024))} MB`;
  if (n >= 1024) return `${round(n / 1024)} KB`;
  return `${n} bytes`;
}

const unreadable = (format: string) => new MediaError(422, 'unreadable_image', `This ${format} file could not be read: it may be damaged or cut short. Export it again and upload it.`);

/** The format sharp must find in a file whose first bytes said `format` (AVIF is HEIF with AV1 inside). */
function sharpAgrees(format: Exclude<AcceptedFormat, 'svg'>, metadata: Metadata): boolean {
  if (format === 'avif') return metadata.format === 'heif' && metadata.compression === 'av1';
  return metadata.format === format;
}

async function processRaster(bytes: Uint8Array, format: Exclude<AcceptedFormat, 'svg'>, limits: MediaLimits): Promise<ProcessedImage> {
  const name = format.toUpperCase().replace('WEBP', 'WebP');
  let metadata: Metadata;
  try {
    // The header only, so no pixel limit yet: it is checked below with a message that gives the size.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable(name);
  }
  if (!sharpAgrees(format, metadata) || !metadata.width || !metadata.height) throw unreadable(name);
  const { width, height } = metadata.autoOrient;
  if (width * height > limits.maxPixels) {
    const megapixels = (pixels: number) => Math.round(pixels / 100_000) / 10;
    throw new MediaError(
      422,
      'too_many_pixels',
      `This image is ${width} × ${height} pixels (${megapixels(width * height)} megapixels). Upload one of at most ${megapixels(limits.maxPixels)} megapixels.`,
    );
  }
  // The decoder's own cap too (limitInputPixels), in case the header and the data disagree.
  const source = sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'error' }).autoOrient();
  try {
    const files = [await encode(source.clone(), format, 'original', width)];
    for (const target of variantWidths(width)) {
      for (const variantFormat of ['avif', 'webp'] as const) {
        files.push(await encode(source.clone().resize({ width: target }), variantFormat, target, target));
      }
    }
    return { mime: mediaContentTypes[format], width, height, files };
  } catch {
    throw unreadable(name);
  }
}

/**
 * The responsive widths not wider than the original, and the original's own width when it is
 * narrower than the widest (an image 800 wide gets 320, 640 and 800). A wider original is not
 * made again at full size in AVIF and WebP: encoding 6000 px of AVIF takes minutes on a small
 * server, no layout shows an image wider than 1920 CSS px at 1x, and the original-format copy
 * keeps every pixel.
 */
export function variantWidths(originalWidth: number): number[] {
  const widths: number[] = responsiveWidths.filter((w) => w <= originalWidth);
  if (originalWidth < responsiveWidths.at(-1)! && !widths.includes(originalWidth)) widths.push(originalWidth);
  return widths;
}

async function encode(pipeline: Sharp, format: Exclude<MediaFormat, 'svg'>, name: number | 'original', width: number): Promise<ProcessedFile> {
  const encoded =
    format === 'jpeg'
      ? pipeline.jpeg({ quality: 85, mozjpeg: true })
      : format === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : format === 'webp'
          ? pipeline.webp({ quality: 80 })
          : // effort 2: about a tenth of the default's time for files a few percent larger.
            pipeline.avif({ quality: 55, effort: 2 });
  const bytes = new Uint8Array(await encoded.toBuffer());
  return { file: mediaFileName(format, name), format, width, bytes, contentType: mediaContentTypes[format] };
}

function processSvg(bytes: Uint8Array): ProcessedImage {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new MediaError(422, 'unreadable_image', 'This SVG file is not UTF-8 text. Export it again as plain SVG and upload it.');
  }
  const clean = sanitizeSvg(text);
  if (!clean) throw new MediaError(422, 'unreadable_image', 'This SVG file has no drawing left once made safe. Export it again as plain SVG and upload it.');
  const size = svgSize(clean);
  if (!size) throw new MediaError(422, 'svg_without_size', 'This SVG has no size: give its root <svg> element a width and height, or a viewBox.');
  const file: ProcessedFile = { file: mediaFileName('svg', 'original'), format: 'svg', width: size.width, bytes: new TextEncoder().encode(clean), contentType: mediaContentTypes.svg };
  return { mime: mediaContentTypes.svg, ...size, files: [file] };
}
