import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { pageContext } from '@/lib/page-key.server';
import '@/styles/globals.css';
import { fontVariables } from '@/styles/fonts';

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
    icons: { icon: `/icons/${site.id}.svg` },
  };
}

export async function generateViewport({ params }: Props): Promise<Viewport> {
  const { siteConfig: site } = await pageContext(params);
  return { themeColor: site.themeColor, width: 'device-width', initialScale: 1 };
}

export default async function RootLayout({ children, params }: Props & { children: ReactNode }) {
  const { site } = await pageContext(params);
  return (
    <html lang="en" data-site={site} className={fontVariables}>
      <head>
        {/*
          Holds the first paint until the whole (cached) document is parsed. Each widget renders in a
          Suspense boundary of its own, and one with a client leaf is streamed after the shell, so the
          browser used to paint the header, the text and the footer first and put the widget in later,
          pushing the footer down (CLS 0.46 on the drug page). Parsed whole, React reveals those
          widgets in the first frame. No element has this id, so rendering waits for the end of parsing
          (Chromium ignores href="#"); browsers without rel=expect ignore the link.
        */}
        <link rel="expect" href="#wellread-parsed" blocking="render" />
      </head>
      <body>{children}</body>
    </html>
  );
}
