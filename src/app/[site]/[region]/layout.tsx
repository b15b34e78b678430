import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { HydrationMark } from '@/components/HydrationMark.client';
import { pageContext } from '@/lib/page-key.server';
import '@/styles/globals.css';
import { fontVariables } from '@/styles/fonts';
import { SiteStyle } from './site-style';

interface Props {
  params: Promise<{ site: string; region: string }>;
}

/** Pages of the internal segments render on first request and are then served from the cache (decision 004). */
export function generateStaticParams(): { site: string; region: string }[] {
  return [];
}

export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { siteConfig: site } = await pageContext(params);
  return {
    title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    icons: { icon: site.icon },
  };
}

export async function generateViewport({ params }: Props): Promise<Viewport> {
  const { siteConfig: site } = await pageContext(params);
  return { themeColor: site.themeColor, width: 'device-width', initialScale: 1 };
}

export default async function RootLayout({ children, params }: Props & { children: ReactNode }) {
  const { siteConfig: site } = await pageContext(params);
  return (
    <html lang="en" data-site={site.id} className={fontVariables}>
      <head>
        <SiteStyle site={site} />
      </head>
      <body>
        {children}
        <HydrationMark />
      </body>
    </html>
  );
}
