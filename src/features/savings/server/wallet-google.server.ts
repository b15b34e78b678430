import 'server-only';
import { createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { env } from '@/lib/env';
import { logOnce } from '@/lib/log';
import { barcodeMessage, couponCodes, demoNotice, formatUsd, type CouponDetails } from '../coupon-text';
import { devGoogleIssuerId, devGooglePrivateKey, devGoogleServiceAccountEmail, readPemOrFile } from './wallet-keys.server';

export interface GoogleWalletSigning {
  issuerId: string;
  serviceAccountEmail: string;
  privateKey: KeyObject;
  development: boolean;
}

/** GOOGLE_WALLET_ISSUER_ID, _SERVICE_ACCOUNT_EMAIL and _PRIVATE_KEY when all set, else the stored development key. */
export async function googleWalletSigning(db: Kysely<Database>): Promise<GoogleWalletSigning> {
  const { GOOGLE_WALLET_ISSUER_ID, GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL, GOOGLE_WALLET_PRIVATE_KEY } = env();
  const configured = [GOOGLE_WALLET_ISSUER_ID, GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL, GOOGLE_WALLET_PRIVATE_KEY];
  if (configured.every(Boolean)) {
    return {
      issuerId: GOOGLE_WALLET_ISSUER_ID,
      serviceAccountEmail: GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL,
      privateKey: createPrivateKey(readPemOrFile(GOOGLE_WALLET_PRIVATE_KEY)),
      development: false,
    };
  }
  if (configured.some(Boolean)) logOnce('google-wallet-partial', 'warn', 'Google Wallet signing is partly configured; using the development key until GOOGLE_WALLET_ISSUER_ID, GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL and GOOGLE_WALLET_PRIVATE_KEY are all set');
  return {
    issuerId: devGoogleIssuerId,
    serviceAccountEmail: devGoogleServiceAccountEmail,
    privateKey: createPrivateKey(await devGooglePrivateKey(db)),
    development: true,
  };
}

/** The public key (SPKI PEM) of the key save links are signed with: the configured one or the development one. */
export async function googleWalletPublicKey(db: Kysely<Database>): Promise<string> {
  const { privateKey } = await googleWalletSigning(db);
  return createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
}

const en = (value: string) => ({ defaultValue: { language: 'en-US', value } });

/**
 * The generic pass object. Google stores it when the reader saves it, so it carries pharmacy,
 * price and coupon codes only: no drug name or dosage.
 */
export function googleCouponObject(coupon: CouponDetails, issuerId: string, partnerName: string) {
  const modules = [
    { id: 'pharmacy', header: 'Pharmacy', body: coupon.pharmacy },
    { id: 'price', header: 'Price', body: formatUsd(coupon.price) },
    ...couponCodes(coupon).map(({ key, label, value }) => ({ id: key, header: label, body: value })),
    { id: 'notes', header: 'About this coupon', body: 'Not insurance. No expiry date. The price may change. Show this coupon at the pharmacy.' },
    ...(coupon.demo ? [{ id: 'demo', header: 'Demo', body: demoNotice }] : []),
  ];
  return {
    id: `${issuerId}.${coupon.id.replace(/[^\w.-]/g, '_')}`,
    classId: `${issuerId}.wellread_coupon`,
    state: 'ACTIVE',
    cardTitle: en(partnerName),
    header: en('Prescription savings coupon'),
    subheader: en(coupon.pharmacy),
    hexBackgroundColor: '#005c6b',
    textModulesData: modules,
    barcode: { type: 'PDF_417', value: barcodeMessage(coupon), alternateText: `Member ID ${coupon.uid}` },
  };
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A signed "save to Google Wallet" JWT (RS256); the save link is googleWalletSavePrefix + the JWT. */
export function buildGoogleSaveJwt(coupon: CouponDetails, signing: GoogleWalletSigning, options: { origin: string; partnerName: string; now?: Date }): string {
  const object = googleCouponObject(coupon, signing.issuerId, options.partnerName);
  const claims = {
    iss: signing.serviceAccountEmail,
    aud: 'google',
    typ: 'savetowallet',
    iat: Math.floor((options.now ?? new Date()).getTime() / 1000),
    origins: [options.origin],
    payload: {
      genericClasses: [{ id: object.classId }],
      genericObjects: [object],
    },
  };
  const unsigned = `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}`;
  const signature = sign('sha256', Buffer.from(unsigned), signing.privateKey).toString('base64url');
  return `${unsigned}.${signature}`;
}
