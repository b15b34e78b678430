import type { ReactNode } from 'react';
import type { NavHeaderItem } from '@/content/article-schema';
import { NavFlyout } from './NavFlyout';
import { MainNavMenu } from './MainNavMenu.client';

/** The main navigation: top-level links, each with a server-rendered flyout of its columns. */
export function MainNav({ items, menuExtras }: { items: NavHeaderItem[]; menuExtras?: ReactNode }) {
  if (items.length === 0) return null;
  return (
    <MainNavMenu
      items={items.map(({ title, url }) => ({ title, url }))}
      flyouts={items.map((item, index) => (item.columns.length > 0 ? <NavFlyout key={index} item={item} index={index} /> : null))}
      menuExtras={menuExtras}
    />
  );
}
