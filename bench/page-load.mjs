// Load on one page ({ path, headers }) three ways: served from Next's page cache, from nginx's cache
// in front of it, and rendered anew for every request. Each first checks with a warm-up request that
// the answers really come from where it says, then runs autocannon at 20 connections (and the render
// also at a fixed offered rate). Requests accept gzip, as browsers and nginx do.
import { assertRendered, fullRenderHeaders } from './full-render.mjs';
import { mixedLoad, warmUp } from './load.mjs';

const connections = 20;
const duration = 10;
export const offeredRate = 100;
const acceptGzip = { 'accept-encoding': 'gzip' };

async function warmUntil(base, page, header, expected, { tries = 20 } = {}) {
  let seen = null;
  for (let i = 0; i < tries; i++) {
    const res = await warmUp(base, page.path, { ...acceptGzip, ...page.headers });
    seen = res.headers.get(header);
    if (seen === expected && i >= 2) return;
  }
  throw new Error(`GET ${page.path}: expected ${header}: ${expected} after warm-up, got ${seen ?? '(none)'}`);
}

export async function fromNextCache(base, page) {
  await warmUntil(base, page, 'x-nextjs-cache', 'HIT');
  return { cache: 'x-nextjs-cache: HIT', ...(await mixedLoad(base, [page], { connections, duration, headers: acceptGzip })) };
}

/** `base` is nginx's URL, with the app behind it. */
export async function throughNginx(base, page) {
  await warmUntil(base, page, 'x-cache-status', 'HIT');
  return { cache: 'X-Cache-Status: HIT', ...(await mixedLoad(base, [page], { connections, duration, headers: acceptGzip })) };
}

/** For a server started with CONTENT_CACHE_SECONDS=0: flat out at 20 connections, then at a fixed offered rate. */
export async function fullRender(base, page) {
  const rendered = { ...page, headers: { ...page.headers, ...fullRenderHeaders() } };
  for (let i = 0; i < 10; i++) assertRendered(await warmUp(base, rendered.path, { ...acceptGzip, ...rendered.headers }), `GET ${page.path} in Draft Mode`);
  const flatOut = await mixedLoad(base, [rendered], { connections, duration, headers: acceptGzip });
  const fixedRate = await mixedLoad(base, [rendered], { connections, duration, overallRate: offeredRate, headers: acceptGzip });
  return { flatOut, fixedRate };
}
