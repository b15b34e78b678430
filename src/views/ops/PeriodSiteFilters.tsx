import type { ReactNode } from 'react';
import { SITE_IDS, SITES, type SiteId } from '@/sites';

/** A site as the ops pages name it: its name and its id, e.g. "Wellread Mind (psy)". */
export function siteLabel(site: SiteId): string {
  return `${SITES[site].name} (${site})`;
}

/**
 * The GET form above each /ops page: a period in days and a site. `children` adds hidden fields the
 * page keeps (the chosen campaign).
 */
export function PeriodSiteFilters({
  action,
  label,
  dayOptions,
  days,
  site,
  className,
  children,
}: {
  action: string;
  label: string;
  dayOptions: readonly number[];
  days: number;
  site: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <form method="get" action={action} className={className}>
      <label>
        {label}{' '}
        <select name="days" defaultValue={String(days)}>
          {dayOptions.map((n) => (
            <option key={n} value={String(n)}>
              Last {n} days
            </option>
          ))}
        </select>
      </label>
      <label>
        Site{' '}
        <select name="site" defaultValue={site}>
          <option value="all">All sites</option>
          {SITE_IDS.map((id) => (
            <option key={id} value={id}>
              {siteLabel(id)}
            </option>
          ))}
        </select>
      </label>
      {children}
      <button type="submit">Show</button>
    </form>
  );
}
