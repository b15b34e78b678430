// First-load JavaScript: the gzipped size of the /_next/static scripts a page's HTML loads.
import zlib from 'node:zlib';

const scriptTag = /<script\b([^>]*)>/gi;
const staticSrc = /\ssrc="(\/_next\/static\/[^"]+)"/;

/** Script URLs a modern browser loads: `nomodule` polyfills are skipped, as in Next's own First Load JS. */
function scriptUrls(html) {
  const urls = [];
  for (const [, attrs] of html.matchAll(scriptTag)) {
    const src = attrs.match(staticSrc)?.[1];
    if (src && !/\snomodule\b/i.test(attrs)) urls.push(src.replaceAll('&amp;', '&'));
  }
  return [...new Set(urls)];
}

async function get(url, expectStatus) {
  const res = await fetch(url);
  if (!expectStatus.includes(res.status)) throw new Error(`GET ${url} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/** `expectStatus`: the baseline is a not-found page, so it answers 404. */
export async function firstLoadJs(baseUrl, pagePath, expectStatus = [200]) {
  const html = (await get(baseUrl + pagePath, expectStatus)).toString('utf8');
  const scripts = [];
  for (const src of scriptUrls(html)) {
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
