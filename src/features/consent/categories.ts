import type { PrivacyRegime } from '@/lib/region';
import type { ConsentCategory } from './model';

/** What each category is for, in one sentence (shown in the settings dialog). */
export const categoryTexts: Record<ConsentCategory, { name: string; description: string }> = {
  'strictly-necessary': {
    name: 'Strictly necessary',
    description: 'Needed for the site to work and to remember your privacy choices, so they are always on.',
  },
  performance: {
    name: 'Performance',
    description: 'Let us count visits and measure page speed with our own analytics, so we can see what helps readers.',
  },
  functional: {
    name: 'Functional',
    description: 'Remember your settings and turn on extras such as the short survey about a page.',
  },
  targeting: {
    name: 'Targeting',
    description: 'Let advertising partners use cookies to show ads based on your interests and to measure them.',
  },
  'social-media': {
    name: 'Social media',
    description: 'Let social networks’ share buttons and embedded posts work; those networks may track you across sites.',
  },
};

/** Spec: in the US the settings link is the "Do Not Sell or Share" link; elsewhere it names the choices. */
export function privacyLinkLabel(regime: PrivacyRegime): string {
  return regime === 'us' ? 'Do Not Sell or Share My Personal Information' : 'Your privacy choices';
}
