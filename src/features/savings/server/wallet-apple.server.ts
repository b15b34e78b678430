import 'server-only';
import { deflateSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { PKPass, PassType } from 'passkit-generator';
import type { Database } from '@/db/schema';
import { env } from '@/lib/env';
import { logOnce } from '@/lib/log';
import { barcodeMessage, couponCodes, couponNotes, demoNotice, formatUsd, type CouponDetails } from '../coupon-text';
import { devAppleCredentials, devApplePassTypeId, devAppleTeamId, readPemOrFile, type AppleCredentials } from './wallet-keys.server';

export const pkpassContentType = 'application/vnd.apple.pkpass';

export interface ApplePassSigning {
  passTypeIdentifier: string;
  teamIdentifier: string;
  credentials: AppleCredentials;
  development: boolean;
}

/** APPLE_PASS_* and APPLE_TEAM_ID and APPLE_WWDR_CERT when all set (the key passphrase is optional), else the stored development set. */
export async function applePassSigning(db: Kysely<Database>): Promise<ApplePassSigning> {
  const e = env();
  const configured = [e.APPLE_PASS_TYPE_ID, e.APPLE_TEAM_ID, e.APPLE_PASS_CERT, e.APPLE_PASS_KEY, e.APPLE_WWDR_CERT];
  if (configured.every(Boolean)) {
    return {
      passTypeIdentifier: e.APPLE_PASS_TYPE_ID,
      teamIdentifier: e.APPLE_TEAM_ID,
      credentials: {
        signerCert: readPemOrFile(e.APPLE_PASS_CERT),
        signerKey: readPemOrFile(e.APPLE_PASS_KEY),
        wwdr: readPemOrFile(e.APPLE_WWDR_CERT),
        ...(e.APPLE_PASS_KEY_PASSPHRASE ? { signerKeyPassphrase: e.APPLE_PASS_KEY_PASSPHRASE } : {}),
      },
      development: false,
    };
  }
  if (configured.some(Boolean)) logOnce('apple-pass-partial', 'warn', 'Apple Wallet signing is partly configured; using the development certificate until all of APPLE_PASS_TYPE_ID, APPLE_TEAM_ID, APPLE_PASS_CERT, APPLE_PASS_KEY and APPLE_WWDR_CERT are set');
  return { passTypeIdentifier: devApplePassTypeId, teamIdentifier: devAppleTeamId, credentials: await devAppleCredentials(db), development: true };
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgba = readonly [number, number, number, number];

/** An RGBA PNG drawn pixel by pixel; the pass images are tiny, so no image library is needed at run time. */
export function png(width: number, height: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 4 + 1);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const teal: Rgba = [0, 92, 107, 255];
const white: Rgba = [255, 255, 255, 255];
const clear: Rgba = [0, 0, 0, 0];

/** A pharmacy cross on a rounded square, size pixels wide, at the left of a canvas width pixels wide. */
function mark(size: number, width = size): Buffer {
  const radius = size * 0.2;
  const arm = size * 0.16;
  const reach = size * 0.3;
  const centre = (size - 1) / 2;
  return png(width, size, (x, y) => {
    if (x >= size) return clear;
    const dx = Math.max(0, Math.abs(x - centre) - (centre - radius));
    const dy = Math.max(0, Math.abs(y - centre) - (centre - radius));
    if (dx * dx + dy * dy > radius * radius) return clear;
    const ax = Math.abs(x - centre);
    const ay = Math.abs(y - centre);
    return (ax <= arm && ay <= reach) || (ay <= arm && ax <= reach) ? white : teal;
  });
}

let images: Record<string, Buffer> | undefined;

function passImages(): Record<string, Buffer> {
  images ??= {
    'icon.png': mark(29),
    'icon@2x.png': mark(58),
    'icon@3x.png': mark(87),
    'logo.png': mark(50, 160),
    'logo@2x.png': mark(100, 320),
  };
  return images;
}

/**
 * The coupon as an Apple Wallet pass (.pkpass: a zip of pass.json, images, manifest.json with each
 * file's SHA-1, and a detached PKCS#7 signature over the manifest). The pass stays on the reader's
 * device, so it names the drug like the printed coupon does.
 */
export function buildPkpass(coupon: CouponDetails, signing: ApplePassSigning, partnerName: string): Buffer {
  const pass = new PKPass(passImages(), signing.credentials, {
    formatVersion: 1,
    passTypeIdentifier: signing.passTypeIdentifier,
    teamIdentifier: signing.teamIdentifier,
    serialNumber: coupon.id,
    organizationName: partnerName,
    description: `${partnerName} prescription savings coupon`,
    logoText: partnerName,
    backgroundColor: 'rgb(0, 92, 107)',
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(204, 232, 236)',
    sharingProhibited: true,
  });
  const coupons = new PassType('coupon');
  coupons.headerFields.push({ key: 'price', label: 'PRICE', value: formatUsd(coupon.price) });
  coupons.primaryFields.push({ key: 'drug', label: 'DRUG', value: coupon.drugName });
  coupons.secondaryFields.push(
    { key: 'dosage', label: 'DOSAGE', value: coupon.dosage },
    { key: 'quantity', label: 'QUANTITY', value: coupon.quantity },
    { key: 'pharmacy', label: 'PHARMACY', value: coupon.pharmacy },
  );
  coupons.auxiliaryFields.push(...couponCodes(coupon).map(({ key, label, value }) => ({ key, label: label.toUpperCase(), value })));
  coupons.backFields.push(
    ...(coupon.demo ? [{ key: 'demo', label: 'Demo', value: demoNotice }] : []),
    { key: 'notes', label: 'About this coupon', value: couponNotes.join(' ') },
    { key: 'partner', label: 'Savings provided by', value: partnerName },
    { key: 'couponId', label: 'Coupon ID', value: coupon.id },
  );
  pass.types.push(coupons);
  pass.setBarcodes({ format: 'PKBarcodeFormatPDF417', message: barcodeMessage(coupon), messageEncoding: 'iso-8859-1', altText: `Member ID ${coupon.uid}` });
  return pass.getAsBuffer();
}
