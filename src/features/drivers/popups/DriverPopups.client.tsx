'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { startDriverPopups, type PopupToShow } from './controller';

/** The dialog and the driver's code load only when a popup is shown. */
const DriverPopup = dynamic(() => import('./DriverPopup.client').then((m) => m.DriverPopup), { ssr: false });

/**
 * In the shell, once per page: watches the reader's page views and shows the 1stPagePopup or the
 * 2ndPagePopup driver when their rules say so (rules.ts). Renders nothing until then, and never on
 * the server: the page stays the same cacheable HTML for every reader.
 */
export function DriverPopups() {
  const [popup, setPopup] = useState<PopupToShow | null>(null);
  useEffect(() => startDriverPopups(setPopup), []);
  if (!popup) return null;
  return <DriverPopup key={`${popup.placement}:${popup.driver._uuid}`} {...popup} onClosed={() => setPopup(null)} />;
}
