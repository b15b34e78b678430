'use client';

import { useEffect } from 'react';
import { installErrorReporter } from '../reporter';

/** Mounted once by the site layout: reports uncaught errors to /api/errors (no consent needed, no personal data). */
export function ErrorReporter() {
  useEffect(installErrorReporter, []);
  return null;
}
