'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/** Spec: on the homepage the logo is the page heading; elsewhere it links to /. */
export function BrandHeading({ className, label, children }: { className?: string; label: string; children: ReactNode }) {
  if (usePathname() === '/') return <h1 className={className}>{children}</h1>;
  return (
    <Link href="/" className={className} aria-label={label}>
      {children}
    </Link>
  );
}
