import fs from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { navigationSchema } from '@/content/article-schema';
import { SITES } from '@/sites';
import { BrandingPanel } from './branding-panel/BrandingPanel';
import { visibleBrandingPanel } from './branding-panel/visible-panel';
import { StandardHeader } from './StandardHeader';
import { NavFlyout } from './main-nav/NavFlyout';
import { HeaderTools } from './HeaderTools';
import { SecondaryNav } from './secondary-nav/SecondaryNav';
import { SimplifiedHeader } from './SimplifiedHeader';

// The search box's client part asks for the router; these are server renders without one.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }), usePathname: () => '/' }));

const panel = (extra: Record<string, unknown> = {}) =>
  navigationSchema.shape.brandingPanel.unwrap().parse({
    enabled: true,
    title: 'Heart Health Month',
    text: ['First paragraph.', 'Second paragraph.'],
    column: { title: 'Reading', links: [{ title: 'Warning signs', url: '/heart/signs', image: '/images/heart.svg' }] },
    ...extra,
  });

describe('BrandingPanel', () => {
  it('renders a collapsed button named by its own text, and the panel’s content, hidden', () => {
    const html = renderToStaticMarkup(<BrandingPanel panel={panel()} />);
    // The label is the button's text, not an aria-label: shown beside the icon on wide screens (issue 32).
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>.*<span class="label">Heart Health Month<\/span><\/button>/);
    expect(html).not.toMatch(/<button[^>]*aria-label=/);
    expect(html).toMatch(/<div id="[^"]+"[^>]*hidden=""/);
    expect(html).toContain('<p class="text">First paragraph.</p><p class="text">Second paragraph.</p>');
    expect(html).toContain('href="/heart/signs"');
    expect(html).toContain('<svg');
  });

  it('uses the icon image on the button, and shows the logo and the partner with its label', () => {
    const html = renderToStaticMarkup(
      <BrandingPanel panel={panel({ icon: '/images/icon.svg', logo: '/images/logo.svg', partner: { logo: '/images/partner.svg', label: 'With Partner' } })} />,
    );
    expect(html).toMatch(/<button[^>]*><img src="\/images\/icon.svg" alt=""/);
    expect(html).toContain('src="/images/logo.svg"');
    expect(html).toContain('<span>With Partner</span><img src="/images/partner.svg" alt=""');
  });
});

describe('BrandingPanel schedule and label', () => {
  const scheduled = (extra: Record<string, unknown> = {}) => panel({ startDate: '2027-02-01', endDate: '2027-03-01', ...extra });
  const navigation = (brandingPanel: unknown) =>
    navigationSchema.parse({ documentType: 'navigation', site: 'healthline', header: [{ title: 'Heart', url: '/heart' }], brandingPanel, footer: { links: [] } });

  it('shows the panel only inside its schedule: from the start, until just before the end', () => {
    const doc = navigation(scheduled());
    expect(visibleBrandingPanel(doc, Date.parse('2026-11-28T12:00:00Z'))).toBeUndefined();
    expect(visibleBrandingPanel(doc, Date.parse('2027-01-31T23:59:59Z'))).toBeUndefined();
    expect(visibleBrandingPanel(doc, Date.parse('2027-02-01T00:00:00Z'))?.title).toBe('Heart Health Month');
    expect(visibleBrandingPanel(doc, Date.parse('2027-02-28T23:59:59Z'))?.title).toBe('Heart Health Month');
    expect(visibleBrandingPanel(doc, Date.parse('2027-03-01T00:00:00Z'))).toBeUndefined();
    // No schedule: while enabled; disabled: never.
    expect(visibleBrandingPanel(navigation(panel()), 0)).toBeDefined();
    expect(visibleBrandingPanel(navigation(panel({ enabled: false })), 0)).toBeUndefined();
    expect(visibleBrandingPanel(null, 0)).toBeUndefined();
  });

  it('leaves the header without the button, and without its phone track, outside the schedule', () => {
    const doc = navigation(scheduled());
    const before = renderToStaticMarkup(<StandardHeader site={SITES.healthline} navigation={doc} isHome={false} now={Date.parse('2026-11-28T12:00:00Z')} />);
    const during = renderToStaticMarkup(<StandardHeader site={SITES.healthline} navigation={doc} isHome={false} now={Date.parse('2027-02-14T12:00:00Z')} />);
    expect(before).not.toContain('Heart Health Month');
    expect(before).toContain('--header-icons:1');
    expect(during).toContain('<span class="label">Heart Health Month</span>');
    expect(during).toContain('--header-icons:2');
  });

  it('rejects an end before the start, and a long title without a short label for the button', () => {
    const schema = navigationSchema.shape.brandingPanel.unwrap();
    const base = { enabled: true, title: 'Heart Health Month', text: [], column: { title: 'Reading', links: [] } };
    expect(schema.safeParse({ ...base, startDate: '2027-03-01', endDate: '2027-02-01' }).error?.issues[0]).toMatchObject({ path: ['endDate'], message: 'must be after startDate' });
    const long = { ...base, title: 'American Heart Month: know your numbers' };
    expect(schema.safeParse(long).error?.issues[0]?.path).toEqual(['label']);
    const labelled = schema.parse({ ...long, label: 'Heart Month' });
    expect(renderToStaticMarkup(<BrandingPanel panel={labelled} />)).toContain('<span class="label">Heart Month</span>');
  });

  it('the demo’s Heart Health Month panel runs in February only: it is not shown in late November', () => {
    const file = path.resolve(__dirname, '../../content/healthline/navigation.json');
    const demo = navigationSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    expect(demo.brandingPanel?.startDate).toMatch(/^\d{4}-02-01$/);
    expect(visibleBrandingPanel(demo, Date.parse('2026-11-28T12:00:00Z'))).toBeUndefined();
    expect(visibleBrandingPanel(demo, Date.parse('2027-02-10T12:00:00Z'))?.title).toBe('Heart Health Month');
  });
});

describe('NavFlyout', () => {
  const item = navigationSchema.shape.header.element.parse({
    title: 'Heart',
    url: '/heart',
    columns: [
      {
        title: 'Guides',
        subtitle: 'The basics',
        columnButton: { link: '/heart', text: 'All heart' },
        widget: { title: 'Featured', url: '/heart/featured', image: '/images/heart.svg', description: 'A card' },
        links: [
          { label: 'Signs', url: '/heart/signs', description: 'What to look for', image: '/images/a.svg', title: 'Signs title' },
          { label: 'Elsewhere', url: 'https://example.org/', target: '_blank' },
        ],
      },
    ],
  });

  it('renders each column: title labelling its links, subtitle, links with description and image, widget card, button', () => {
    const html = renderToStaticMarkup(<NavFlyout item={item} index={2} />);
    expect(html).toContain('<p class="title" id="main-nav-2-col-0">Guides</p>');
    expect(html).toContain('aria-labelledby="main-nav-2-col-0"');
    expect(html).toContain('<p class="subtitle">The basics</p>');
    expect(html).toMatch(/<a [^>]*title="Signs title"[^>]*href="\/heart\/signs"|<a [^>]*href="\/heart\/signs"[^>]*title="Signs title"/);
    expect(html).toContain('What to look for');
    expect(html).toContain('href="/heart/featured"');
    expect(html).toContain('A card');
    expect(html).toContain('All heart');
  });

  it('marks a new-tab link for screen readers and adds rel=noopener', () => {
    const html = renderToStaticMarkup(<NavFlyout item={item} index={0} />);
    expect(html).toMatch(/target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain('(opens in a new tab)');
  });
});

describe('SimplifiedHeader', () => {
  it('shows the plain logo, not as a link', () => {
    const html = renderToStaticMarkup(<SimplifiedHeader site={SITES.healthline} />);
    expect(html).toContain('data-header="simplified"');
    expect(html).toContain('Wellread');
    expect(html).not.toContain('<a ');
  });

  it('shows the theme’s desktop image from 768px and its mobile image below', () => {
    const html = renderToStaticMarkup(<SimplifiedHeader site={SITES.healthline} theme="thinking-aloud" />);
    expect(html).toContain('<source media="(min-width: 768px)" srcSet="/logos/themes/thinking-aloud-desktop.svg"');
    expect(html).toContain('src="/logos/themes/thinking-aloud-mobile.svg" alt="Wellread Thinking Aloud"');
    expect(html).not.toContain('<a ');
  });
});

describe('SecondaryNav (the guides bar)', () => {
  const nav = navigationSchema.shape.secondaryNav.unwrap().parse({
    branding: { text: 'Guides', url: '/guides' },
    items: [
      { title: 'Sleep', url: '/sleep', links: [{ label: 'Sleep apnea signs', url: '/sleep/sleep-apnea-signs' }] },
      { title: 'Fiber', url: '/nutrition/fiber-basics' },
    ],
  });

  it('shows each item as a plain link: no dropdown buttons or popovers repeating the main navigation', () => {
    const html = renderToStaticMarkup(<SecondaryNav nav={nav} siteName="Wellread" />);
    expect(html).toContain('href="/sleep"');
    expect(html).toContain('href="/nutrition/fiber-basics"');
    expect(html).not.toContain('popover');
    expect(html).not.toContain('More in Sleep');
    expect(html).not.toContain('/sleep/sleep-apnea-signs');
  });
});

/** Elements whose content model is phrasing content: a <dialog> (flow content) inside one fails the Nu HTML checker. */
const phrasingOnly = new Set(['span', 'p', 'a', 'button', 'label', 'em', 'strong', 'small', 'b', 'i', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function dialogParents(html: string): string[][] {
  const dialogs = DomUtils.getElementsByTagName('dialog', parseDocument(html).children, true);
  return dialogs.map((dialog) => {
    const names: string[] = [];
    for (let node = dialog.parent; node && node.type === 'tag'; node = node.parent) names.push((node as { name: string }).name);
    return names;
  });
}

describe('HeaderTools', () => {
  it('keeps Subscribe in the bar only from 768px when the menu carries it', () => {
    expect(renderToStaticMarkup(<HeaderTools subscribeInMenu />)).toMatch(/<div class="subscribe subscribeWide"><button[^>]*>Subscribe<\/button>/);
    expect(renderToStaticMarkup(<HeaderTools />)).toMatch(/<div class="subscribe"><button[^>]*>Subscribe<\/button>/);
    expect(renderToStaticMarkup(<HeaderTools />)).not.toContain('subscribeWide');
  });

  it('puts the Subscribe dialog where flow content may go: no span or other phrasing element around it (W3C Nu HTML checker)', () => {
    for (const html of [renderToStaticMarkup(<HeaderTools subscribeInMenu />), renderToStaticMarkup(<HeaderTools />)]) {
      const parents = dialogParents(html);
      expect(parents).toHaveLength(1);
      expect(parents[0]!.filter((name) => phrasingOnly.has(name))).toEqual([]);
      expect(parents[0]).toEqual(['div', 'div']);
    }
  });
});
