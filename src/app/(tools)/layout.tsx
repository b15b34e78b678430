import type { ReactNode } from 'react';
import '@/styles/globals.css';

/** Root layout of the operator and development pages: per-reader, never cached, outside the site segments. */
export default function ToolsLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" data-site="healthline">
      <body>{children}</body>
    </html>
  );
}
