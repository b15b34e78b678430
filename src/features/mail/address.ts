import addressparser from 'nodemailer/lib/addressparser';

/** Characters RFC 5322 gives a meaning in an address header: a display name, a comment, a quote, a list, a group. */
const headerSyntax = /[\s"(),:;<>[\]\\]/;

/**
 * True only for a bare mailbox address, `local@domain`, as a reader types it. Mail libraries read
 * a recipient as an address header, so `a<v@x>`, `v@x,y`, `"v"@x`, `v(c)@x` and `<v@x>` all reach
 * `v@x` while each looks like a new recipient to a per-mailbox limit, and a display name lets the
 * sender choose what the `To:` line says. Nodemailer's own parser must read the value back as the
 * same single address with no name; characters with header meaning are refused before it.
 */
export function isBareAddress(value: string): boolean {
  if (value.length < 3 || value.length > 254 || headerSyntax.test(value)) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@') || at === value.length - 1) return false;
  const parsed = addressparser(value, { flatten: true });
  return parsed.length === 1 && parsed[0]!.name === '' && parsed[0]!.address === value;
}
