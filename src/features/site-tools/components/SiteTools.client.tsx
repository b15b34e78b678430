'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ComponentType } from 'react';
import { siteToolsEnabled } from '../setting';

type Panel = ComponentType<{ onClose: () => void }>;

/**
 * Developer site tools. Renders nothing unless enabled; the panel's code is fetched only then,
 * so readers download only this check. The panel opens again on the next page after a close.
 */
export function SiteTools() {
  const pathname = usePathname();
  const [loaded, setLoaded] = useState<{ Panel: Panel; path: string } | null>(null);
  const [closedOn, setClosedOn] = useState<string | null>(null);

  useEffect(() => {
    if (!siteToolsEnabled(window.location.search)) return;
    let cancelled = false;
    void import('./SiteToolsPanel.client').then((m) => {
      if (!cancelled) setLoaded({ Panel: m.SiteToolsPanel, path: pathname });
    });
    return () => {
      cancelled = true;
    };
  }, [pathname]);

  if (!loaded || loaded.path !== pathname || closedOn === pathname) return null;
  const { Panel } = loaded;
  return <Panel key={pathname} onClose={() => setClosedOn(pathname)} />;
}
