import type { SiteId } from './env';

export interface SiteConfig {
  id: SiteId;
  name: string;
  /** Short line under the logo and in the homepage metadata. */
  tagline: string;
  description: string;
  themeColor: string;
}

export const SITES: Record<SiteId, SiteConfig> = {
  healthline: {
    id: 'healthline',
    name: 'Wellread',
    tagline: 'Clear, careful health information',
    description: 'Plain-language health information, medically reviewed. A demonstration site.',
    themeColor: '#0b5c5c',
  },
  psy: {
    id: 'psy',
    name: 'Wellread Mind',
    tagline: 'Mental health, explained with care',
    description: 'Plain-language mental health information, medically reviewed. A demonstration site.',
    themeColor: '#4b3b8f',
  },
};
