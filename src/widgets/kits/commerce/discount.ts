/** A piece of discount text: plain, a promo code (quoted in the source) or an amount (bold). */
export type DiscountPart = { kind: 'text' | 'code' | 'amount'; text: string };

/** Spec: discount text over 35 characters switches the call-to-action layout to left-aligned. */
export const longDiscountLength = 35;

export function isLongDiscount(text: string | undefined): boolean {
  return (text?.trim().length ?? 0) > longDiscountLength;
}

// Quoted codes ("SAVE20", “SAVE20”, 'SAVE20') and amounts off: 20%, 20% off, $15, $15 off, $1,299.99 off.
const token = /["“”]([^"“”]{1,40})["“”]|'([^']{1,40})'|(\$\d[\d,]*(?:\.\d+)?(?:\s+off)?|\d+(?:\.\d+)?\s?%(?:\s+off)?)/gi;

/**
 * Splits discount text into parts: quoted text becomes a code, percent and dollar-off amounts
 * become bold. Returns null when the text cannot be split (unbalanced quotes, nothing but
 * markup), so the caller shows it unformatted.
 */
export function formatDiscount(text: string): DiscountPart[] | null {
  const source = text.trim();
  if (!source) return null;
  const quotes = (source.match(/["“”]/g) ?? []).length;
  if (quotes % 2 !== 0) return null;
  const parts: DiscountPart[] = [];
  let last = 0;
  for (const match of source.matchAll(token)) {
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: source.slice(last, start) });
    const code = match[1] ?? match[2];
    parts.push(code !== undefined ? { kind: 'code', text: code } : { kind: 'amount', text: match[3]! });
    last = start + match[0].length;
  }
  if (last < source.length) parts.push({ kind: 'text', text: source.slice(last) });
  return parts;
}
