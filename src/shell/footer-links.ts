import type { NavigationDocument } from '@/content/article-schema';

export type FooterLink = NavigationDocument['footer']['links'][number];

/** Pages every footer links to (static pages in content/<site>/pages/); added when the navigation document leaves them out. */
export const requiredFooterLinks: readonly FooterLink[] = [
  { label: 'Brand and product vetting', url: '/about/brand-and-product-vetting' },
  { label: 'Product selection process', url: '/about/product-selection-process' },
  { label: 'Privacy policy', url: '/privacy-policy' },
  { label: 'Terms of use', url: '/terms-of-use' },
];

/**
 * The privacy settings opener: a real link to the "Your choices and rights" part of the privacy
 * policy (a text fragment, as the page's headings carry no ids), so it works without JavaScript.
 * The consent feature's island opens its settings dialog on a click of the element marked
 * data-privacy-settings instead; in the US its label is the "Do Not Sell or Share" one.
 */
export const privacySettingsLink = {
  label: 'Your privacy choices',
  url: '/privacy-policy#:~:text=Your%20choices%20and%20rights',
} as const;

export function footerLinksFor(navigation: NavigationDocument | null): FooterLink[] {
  const given = navigation?.footer.links ?? [];
  const urls = new Set(given.map((link) => link.url));
  return [...given, ...requiredFooterLinks.filter((link) => !urls.has(link.url))];
}
