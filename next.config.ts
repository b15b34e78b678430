import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['better-sqlite3', 'pg', 'sanitize-html'],
  images: { unoptimized: true },
};

export default nextConfig;
