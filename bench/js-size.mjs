// First-load JavaScript: the gzipped size of the /_next/static scripts a page's HTML loads.
import zlib from 'node:zlib';

const scriptSrc = /<script\b[^>]*?\ssrc="(\/_next\/static\/[^"]+)"/g;

async function get(url, expectStatus) {
  const res = await fetch(url);
  if (!expectStatus.includes(res.status)) throw new Error(`GET ${url} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/** `expectStatus`: the baseline is a not-found page, so it answers 404. */
export async function firstLoadJs(baseUrl, pagePath, expectStatus = [200]) {
  const html = (await get(baseUrl + pagePath, expectStatus)).toString('utf8');
  const srcs = [...new Set([...html.matchAll(scriptSrc)].map((m) => m[1].replaceAll('&amp;', '&')))];
  const scripts = [];
  for (const src of srcs) {
    const body = await get(baseUrl + src, [200]);
    scripts.push({ src, bytes: body.length, gzipBytes: zlib.gzipSync(body, { level: 9 }).length });
  }
  return {
    path: pagePath,
    scripts,
    totalBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
  };
}
