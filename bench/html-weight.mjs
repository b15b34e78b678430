// The weight of a page's HTML, raw and gzipped (level 9), split into what it carries: inlined CSS
// (<style>), the React flight payload (self.__next_f.push scripts, which hydration reads; they carry
// the page's CSP nonce since decision 007), other inline scripts and JSON, and the markup that
// remains. kB = 1000 bytes.
import zlib from 'node:zlib';

const gzipBytes = (text) => zlib.gzipSync(text, { level: 9 }).length;

/** Takes every match of `pattern` out of html; returns [what is left, what was taken]. */
function takeOut(html, pattern) {
  let taken = '';
  const rest = html.replace(pattern, (match) => ((taken += match), ''));
  return [rest, taken];
}

export function splitHtml(html) {
  const [noStyles, css] = takeOut(html, /<style\b[^>]*>[\s\S]*?<\/style>/gi);
  const [noFlight, flight] = takeOut(noStyles, /<script(?: nonce="[^"]*")?>self\.__next_f\.push\([\s\S]*?\)<\/script>/g);
  const [markup, otherScripts] = takeOut(noFlight, /<script\b[^>]*>[\s\S]*?<\/script>/gi);
  const part = (text) => ({ bytes: Buffer.byteLength(text), gzipBytes: gzipBytes(text) });
  return { total: part(html), markup: part(markup), css: part(css), flight: part(flight), otherScripts: part(otherScripts) };
}

/** GETs each page ({ name: { path, headers } }) and splits its HTML. */
export async function measureHtml(base, pages) {
  const results = {};
  for (const [name, page] of Object.entries(pages)) {
    const res = await fetch(base + page.path, { headers: page.headers });
    const html = await res.text();
    if (res.status !== 200) throw new Error(`${name} page ${page.path} answered ${res.status}, expected 200`);
    results[name] = { path: page.path, ...splitHtml(html) };
  }
  return results;
}
