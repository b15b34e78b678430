import type { SiteId } from '@/lib/env';

export interface NewsletterList {
  id: string;
  name: string;
  description: string;
}

export interface DatePickerConfig {
  /** Field name; the date is sent as profileData[name] = YYYY-MM-DD. */
  name: string;
  label: string;
  errorMessage: string;
}

export interface SiteNewsletter {
  /** Lists a sign-up form on this site subscribes to unless a placement names others. */
  defaultLists: string[];
  lists: NewsletterList[];
  /** Heading of the popup and the embedded form. */
  title: string;
  description: string;
  /** Optional dates the form asks for (sent as profileData, YYYY-MM-DD); each is required when present. */
  datePickers: DatePickerConfig[];
}

/** Every site's newsletter lists: the one place they are defined. */
export const SITE_NEWSLETTERS: Record<SiteId, SiteNewsletter> = {
  healthline: {
    defaultLists: ['wellness-wire'],
    lists: [
      { id: 'wellness-wire', name: 'Wellness Wire', description: 'A weekly round-up of new, medically reviewed articles.' },
      { id: 'nutrition-notes', name: 'Nutrition Notes', description: 'Practical nutrition articles, twice a month.' },
    ],
    title: 'Get our Wellness Wire newsletter',
    description: 'New, medically reviewed articles once a week. Unsubscribe at any time.',
    datePickers: [],
  },
  psy: {
    defaultLists: ['mind-matters'],
    lists: [{ id: 'mind-matters', name: 'Mind Matters', description: 'Mental health articles and tools, once a week.' }],
    title: 'Get our Mind Matters newsletter',
    description: 'Mental health articles and tools, once a week. Unsubscribe at any time.',
    datePickers: [],
  },
};

export function isListOfSite(site: SiteId, listId: string): boolean {
  return SITE_NEWSLETTERS[site].lists.some((l) => l.id === listId);
}

export function listNames(site: SiteId, ids: string[]): string[] {
  return ids.map((id) => SITE_NEWSLETTERS[site].lists.find((l) => l.id === id)?.name ?? id);
}
