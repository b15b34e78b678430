/** What a coupon says, in every channel (mail, text, wallet passes). Pure: no server or browser APIs. */

/** reCAPTCHA action for coupon sends; the browser asks for a token with it and the server checks it. */
export const couponRecaptchaAction = 'coupon_share';

/** The Android wallet answer's data (a signed JWT) is appended to this to open Google's save page. */
export const googleWalletSavePrefix = 'https://pay.google.com/gp/v/save/';

/** Spec 5: a coupon email is "something, @, something, dot, something" (the form and the share endpoint both check it). */
export const couponEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** BIN of coupons issued from the demo data set: a placeholder no pharmacy system routes. */
export const demoBin = '019999';

export interface CouponDetails {
  id: string;
  bin: string;
  pcn: string;
  grp: string;
  uid: string;
  drugName: string;
  dosage: string;
  quantity: string;
  pharmacy: string;
  /** USD. */
  price: number;
  /** Issued from the demo data set: the codes are not accepted at pharmacies, and every channel says so. */
  demo: boolean;
}

/** Spec 9: currency USD, 2 decimals. */
export function formatUsd(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

export const couponNotes = [
  'This coupon is not insurance.',
  'It has no expiry date.',
  'The price may change.',
  'Show this coupon at the pharmacy when you fill your prescription.',
] as const;

export const demoNotice = 'Demo coupon: these prices and codes come from a demo data set and are not accepted at pharmacies.';

/** The codes a pharmacist types in, in the order they ask for them. */
export function couponCodes(c: Pick<CouponDetails, 'bin' | 'pcn' | 'grp' | 'uid'>): Array<{ key: 'bin' | 'pcn' | 'grp' | 'uid'; label: string; value: string }> {
  return [
    { key: 'bin', label: 'BIN', value: c.bin },
    { key: 'pcn', label: 'PCN', value: c.pcn },
    { key: 'grp', label: 'Group', value: c.grp },
    { key: 'uid', label: 'Member ID', value: c.uid },
  ];
}

/** Barcode content on wallet passes: the codes only, never the drug. */
export function barcodeMessage(c: Pick<CouponDetails, 'bin' | 'pcn' | 'grp' | 'uid'>): string {
  return `BIN:${c.bin};PCN:${c.pcn};GRP:${c.grp};ID:${c.uid}`;
}

/**
 * The text message. It may pass through an SMS provider, so it carries no drug name or dosage:
 * pharmacy, price and codes only.
 */
export function couponSmsBody(c: CouponDetails): string {
  const lines = [
    `Pharmacy: ${c.pharmacy}`,
    `Price: ${formatUsd(c.price)}`,
    `BIN: ${c.bin}`,
    `PCN: ${c.pcn}`,
    `GRP: ${c.grp}`,
    `Member ID: ${c.uid}`,
    'Show this coupon at the pharmacy.',
  ];
  return (c.demo ? ['Demo coupon, not accepted at pharmacies.', ...lines] : lines).join('\n');
}

export function couponMailSubject(c: Pick<CouponDetails, 'drugName'>): string {
  return `Your ${c.drugName} savings coupon`;
}

/** The coupon's rows as label and value, shared by the mail's text and HTML parts. */
export function couponRows(c: CouponDetails): Array<[string, string]> {
  return [
    ['Drug', c.drugName],
    ['Dosage', c.dosage],
    ['Quantity', c.quantity],
    ['Pharmacy', c.pharmacy],
    ['Price', formatUsd(c.price)],
    ...couponCodes(c).map(({ label, value }): [string, string] => [label, value]),
  ];
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => htmlEscapes[ch]!);
}

export function couponMailText(c: CouponDetails, partnerName: string): string {
  const width = Math.max(...couponRows(c).map(([label]) => label.length)) + 2;
  return [
    `Your prescription savings coupon from ${partnerName}`,
    '',
    ...(c.demo ? [demoNotice, ''] : []),
    ...couponRows(c).map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    '',
    ...couponNotes,
    '',
    `Coupon ID: ${c.id}. Savings provided by ${partnerName}.`,
  ].join('\n');
}

export function couponMailHtml(c: CouponDetails, partnerName: string): string {
  const e = escapeHtml;
  const rows = couponRows(c)
    .map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0">${e(label)}</th><td style="padding:4px 0">${e(value)}</td></tr>`)
    .join('');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>',
    e(couponMailSubject(c)),
    '</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#1b1b1b">',
    `<h1 style="font-size:20px">Your prescription savings coupon from ${e(partnerName)}</h1>`,
    c.demo ? `<p><strong>${e(demoNotice)}</strong></p>` : '',
    `<table role="presentation" style="border-collapse:collapse">${rows}</table>`,
    `<ul>${couponNotes.map((n) => `<li>${e(n)}</li>`).join('')}</ul>`,
    `<p style="font-size:12px;color:#555">Coupon ID: ${e(c.id)}. Savings provided by ${e(partnerName)}.</p>`,
    '</body></html>',
  ].join('');
}
