import { statusLabels, type DocumentStatus } from '@/content/lifecycle/states';

/** A stored instant as readers of the newsroom read it: "20 Nov 2026, 10:42 UTC". */
export function when(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return day;
  return `${day}, ${date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })} UTC`;
}

export const statusLabel = (status: DocumentStatus) => statusLabels[status];

/** A one-value query parameter, or undefined. */
export function param(params: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' && value !== '' ? value.slice(0, 200) : undefined;
}
