import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['better-sqlite3', 'pg', 'sanitize-html'],
  images: { unoptimized: true },
  // Our CSS is small (CSS modules per widget); inlining it removes render-blocking requests.
  experimental: { inlineCss: true },
};

export default nextConfig;
