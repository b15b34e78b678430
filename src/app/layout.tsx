import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { currentSite } from '@/lib/current-site.server';
import '@/styles/globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const site = await currentSite();
  return {
    title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    icons: { icon: `/icons/${site.id}.svg` },
  };
}

export async function generateViewport(): Promise<Viewport> {
  const site = await currentSite();
  return { themeColor: site.themeColor, width: 'device-width', initialScale: 1 };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const site = await currentSite();
  return (
    <html lang="en" data-site={site.id}>
      <body>{children}</body>
    </html>
  );
}
