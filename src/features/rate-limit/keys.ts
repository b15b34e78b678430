import { domainToASCII } from 'node:url';

/**
 * Rate-limit keys that count one person once. Only for counting: mail still goes to the address
 * the reader typed, and nothing stored changes.
 */

const gmailDomains = new Set(['gmail.com', 'googlemail.com']);

/**
 * One key per mailbox or phone: an email lower-cased and trimmed, its domain in punycode (bücher.de
 * and xn--bcher-kva.de are one mailbox) without trailing dot(s), without a "+tag" after the local
 * part, and for Gmail (googlemail.com is the same) without dots in the local part; anything without
 * "@" is a phone number, kept as its digits (a leading US country code 1 of an 11-digit number
 * dropped).
 */
export function recipientKey(recipient: string): string {
  const value = recipient.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  if (at < 0) {
    const digits = value.replace(/\D/g, '');
    return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  }
  let local = value.slice(0, at);
  const typed = value.slice(at + 1).replace(/\.+$/, '');
  let domain = domainToASCII(typed) || typed;
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (gmailDomains.has(domain)) {
    domain = 'gmail.com';
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`;
}

/** The 8 groups of an IPv6 address (an embedded IPv4 tail becomes two groups), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const bytes = v4.slice(1).map(Number);
    if (bytes.some((b) => b > 255)) return null;
    text = `${text.slice(0, v4.index)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/**
 * One key per client network: IPv4 as it is, an IPv4-mapped IPv6 address (::ffff:1.2.3.4) as its
 * IPv4, any other IPv6 address as its /64 prefix (one subscriber line or host usually holds a whole
 * /64, so counting per /128 would give it 2^64 keys). Null without an address.
 */
export function addressKey(address: string | null | undefined): string | null {
  let value = address?.trim().toLowerCase() ?? '';
  if (!value) return null;
  if (value.startsWith('[')) value = value.slice(1, value.indexOf(']') > 0 ? value.indexOf(']') : undefined);
  if (!value.includes(':')) return value;
  value = value.replace(/%.*$/, '');
  const groups = ipv6Groups(value);
  if (!groups) return value;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** addressKey for a limit's key: "unknown" for a request without an address (they share one count). */
export const clientKey = (address: string | null | undefined): string => addressKey(address) ?? 'unknown';
