import path from 'node:path';
import type { NextConfig } from 'next';
import { optimizerDeviceSizes, optimizerImageSizes, proxiedImageHosts } from './src/lib/image-widths';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // scripts/server.mjs compresses, after it has put the CSP nonce into the HTML (decision 007).
  compress: false,
  reactStrictMode: true,
  serverExternalPackages: ['better-sqlite3', 'pg', 'sanitize-html', 'zipcodes', 'passkit-generator', 'node-forge', 'rate-limiter-flexible', 'redis'],
  // Widgets request images at 2.1x their shown width (src/lib/proxied-image.ts); these widths are allowed.
  images: {
    imageSizes: optimizerImageSizes,
    deviceSizes: optimizerDeviceSizes,
    remotePatterns: proxiedImageHosts.map((hostname) => ({ protocol: 'https' as const, hostname })),
    // WebP only: AVIF encoding is several times slower on a small server.
    formats: ['image/webp'],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  // CSS stays in files (no experimental.inlineCss): inlined, it went into every page twice, once as
  // <style> and once in the flight payload, 45 kB gzip per article instead of 19 (decision 005).
  // Pages are cached per (site, region class, path) in memory and, with several instances, in Redis
  // (decision 004): never on disk, where a cache would outlive the database it was rendered from.
  // Next buffers a body that passes its proxy (src/proxy.ts) up to this size, 10 MB by default;
  // scripts/server.mjs refuses a larger declared one with 413 first (scripts/request-guard.mjs).
  experimental: { isrFlushToDisk: false, proxyClientMaxBodySize: '1mb' },
  // With REDIS_URL, Next's cache lives in Redis, shared by every instance (cache-handler.mjs, decision 006);
  // without it, in each process's memory. Read when the server starts, so one build serves both ways.
  cacheHandler: process.env.REDIS_URL ? path.resolve('cache-handler.mjs') : undefined,
  // npm test typechecks the whole repository (tsc) before it builds for the browser tests, and says
  // so with WELLREAD_TYPECHECKED=1: the build then skips its own second pass over the same files.
  // Every other build (npm start, a deploy) typechecks as usual.
  typescript: { ignoreBuildErrors: process.env.WELLREAD_TYPECHECKED === '1' },
  // Shared caches may serve a page up to a day past its s-maxage while it is re-rendered (stale-while-revalidate).
  expireTime: 86400,
};

export default nextConfig;
