import type { ReactNode } from 'react';
import { SITE_IDS } from '@/sites';
import '@/styles/globals.css';

/** Root layout of the operator and development pages: per-reader, never cached, outside the site segments; they wear the first site's colours (the tokens' defaults). */
export default function ToolsLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" data-site={SITE_IDS[0]}>
      <body>{children}</body>
    </html>
  );
}
