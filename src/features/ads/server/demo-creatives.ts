import type { SiteId } from '@/sites';
import { adSizes, type AdSizeName } from '../sizes';
import { creativeSvg, layoutCreative } from './creative-svg';

/**
 * The demo house ads `npm run content -- seed` stores in an empty house_ads table (seed.server.ts): for each demo site and each
 * fixed size, one creative for the site's newsletter (the sign-up form on the homepage) and one for a
 * demo article. Fluid and the 1x1 pixel have no house creative: a house ad is always a sized image.
 * Each size draws the longest version of its promotion's copy that fits it (creative-svg.ts), and
 * its alt text says what it draws.
 */
export interface DemoCreative {
  site: SiteId;
  size: AdSizeName;
  promo: string;
  width: number;
  height: number;
  headline: string;
  alt: string;
  href: string;
  image: string;
  weight: number;
}

interface Promo {
  /** Names the promotion across its sizes (house_ads.promo, the frequency cap). */
  promo: string;
  /** The headline, then shorter versions for smaller boxes, longest first. */
  copy: [string, ...string[]];
  cta: string;
  href: string;
  weight: number;
}

const sites = {
  healthline: {
    name: 'Wellread',
    colours: { background: '#0b5c5c', foreground: '#ffffff', accent: '#ffd66b' },
    promos: [
      { promo: 'newsletter', copy: ['Get practical health tips in your inbox every week', 'Practical health tips every week', 'Weekly health tips'], cta: 'Sign up free', href: '/#newsletter-form-homepage', weight: 2 },
      { promo: 'sleep-habits', copy: ['10 habits for better sleep, backed by research', '10 habits for better sleep', 'Sleep better tonight'], cta: 'Read now', href: '/sleep/sleep-hygiene-tips', weight: 1 },
    ],
  },
  psy: {
    name: 'Wellread Mind',
    colours: { background: '#33276a', foreground: '#ffffff', accent: '#ffd66b' },
    promos: [
      { promo: 'newsletter', copy: ['Calm, practical mental health tips every week', 'Calm, practical tips every week', 'Weekly calm tips'], cta: 'Sign up free', href: '/#newsletter-form-homepage', weight: 2 },
      { promo: 'grounding', copy: ['Grounding techniques for anxious moments', 'Grounding for anxious moments', 'Ground yourself fast'], cta: 'Read now', href: '/anxiety/grounding-techniques', weight: 1 },
    ],
  },
} satisfies Partial<Record<SiteId, { name: string; colours: Record<string, string>; promos: Promo[] }>>;

export const houseSizeNames: AdSizeName[] = (Object.keys(adSizes) as AdSizeName[]).filter((s) => s !== 'fluid' && s !== 'pixel');

/** Every demo creative; `fontUrl` is the face to embed (creative-font.server.ts; the seed passes it). */
export function demoCreatives(fontUrl?: string): DemoCreative[] {
  const list: DemoCreative[] = [];
  for (const [site, def] of Object.entries(sites) as [keyof typeof sites, (typeof sites)[keyof typeof sites]][]) {
    for (const size of houseSizeNames) {
      const [width, height] = adSizes[size] as readonly [number, number];
      for (const promo of def.promos) {
        const art = { width, height, siteName: def.name, copy: promo.copy, cta: promo.cta, ...def.colours };
        const { copy } = layoutCreative(art);
        list.push({
          site,
          size,
          promo: promo.promo,
          width,
          height,
          headline: promo.copy[0],
          alt: `${def.name}: ${copy}. ${promo.cta}.`,
          href: promo.href,
          image: creativeSvg(art, fontUrl),
          weight: promo.weight,
        });
      }
    }
  }
  return list;
}
