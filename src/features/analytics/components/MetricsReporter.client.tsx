'use client';

import { useEffect } from 'react';
import { whenGranted } from '@/features/consent/client';
import { importReported } from '@/features/errors/reporter';
import { pageMetricsContext } from '../metrics-context';
import { startUnloadReport } from '../metrics-unload';
import { reportWebVitals } from '../metrics-web-vitals';

let started = false;

function afterLoad(run: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function start(): void {
  if (started) return;
  started = true;
  startUnloadReport();
  // web-vitals observes buffered entries, so loading it after the load event misses nothing and costs the page no main-thread time before LCP.
  afterLoad(() => {
    void importReported(() => import('web-vitals'))
      .then((api) => reportWebVitals(api, pageMetricsContext().logMoreMetrics))
      .catch(() => undefined);
  });
}

/** Mounted once by the site layout: Core Web Vitals and the unload report, only with 'performance' consent. */
export function MetricsReporter() {
  useEffect(() => whenGranted('performance', start), []);
  return null;
}
