/**
 * What a file is, from its first bytes (magic numbers), never from its name or declared type. The
 * formats we take, and a name for the common ones we refuse so the message can say what it saw.
 */
export type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'svg';

export type Detected = { accepted: true; format: AcceptedFormat } | { accepted: false; name: string | null };

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

export function detectFormat(bytes: Uint8Array): Detected {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { accepted: true, format: 'jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { accepted: true, format: 'png' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return { accepted: true, format: 'webp' };
  if (ascii(bytes, 4, 4) === 'ftyp') return isoMediaFile(bytes);
  if (ascii(bytes, 0, 4) === 'GIF8') return refused('GIF');
  if (ascii(bytes, 0, 4) === 'II*\0' || ascii(bytes, 0, 4) === 'MM\0*') return refused('TIFF');
  if (ascii(bytes, 0, 4) === '%PDF') return refused('PDF');
  if (ascii(bytes, 0, 4) === '8BPS') return refused('Photoshop document');
  if (startsWith(bytes, [0xff, 0x0a]) || ascii(bytes, 4, 4) === 'JXL ') return refused('JPEG XL');
  if (ascii(bytes, 0, 2) === 'BM') return refused('BMP');
  if (hasSvgRoot(bytes)) return { accepted: true, format: 'svg' };
  return refused(null);
}

function refused(name: string | null): Detected {
  return { accepted: false, name };
}

/** ISO base media files (AVIF, HEIC, MP4, MOV) say what they are in their ftyp box's brands. */
function isoMediaFile(bytes: Uint8Array): Detected {
  const boxSize = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, bytes.length, 1024);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, 4));
  if (brands.some((b) => b === 'avif' || b === 'avis')) return { accepted: true, format: 'avif' };
  if (brands.some((b) => ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'].includes(b))) return refused('HEIC');
  return refused('video');
}

/**
 * Whether the file is text whose root element is <svg>: after an optional byte order mark, XML
 * declaration, comments and doctype. Anything else (HTML, XHTML with an <svg> inside) is not.
 */
function hasSvgRoot(bytes: Uint8Array): boolean {
  let text: string;
  try {
    // stream: a character cut at the 64 KB mark is not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 64 * 1024), { stream: true });
  } catch {
    return false;
  }
  const prolog = /^(?:<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>|\s)*/i;
  const rest = text.slice(prolog.exec(text)?.[0].length ?? 0);
  return /^<svg[\s>/]/.test(rest);
}
