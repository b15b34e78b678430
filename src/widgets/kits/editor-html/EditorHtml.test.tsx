// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { SharePage } from '@/widgets/kits/sharing/pin-images';
import { EditorHtml } from './EditorHtml';

// The page RenderWidgets provides per request (React cache, which keeps nothing outside a server render).
const sharePage = vi.hoisted(() => ({ current: null as SharePage | null }));
vi.mock('@/widgets/kits/sharing/share-page', () => ({ currentSharePage: () => sharePage.current }));

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.firstElementChild as HTMLElement;

describe('EditorHtml', () => {
  it('renders the sanitized HTML in its flow box, with the widget’s class after its own', () => {
    const root = parse(renderToStaticMarkup(<EditorHtml html="<p>One</p><p>Two</p>" className="mine" />));
    expect(root.classList).toHaveLength(2);
    expect(root.classList[1]).toBe('mine');
    expect([...root.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['One', 'Two']);
  });

  it('classifies its links for the site: an outbound link opens a new tab with a hint, an internal one stays as written', () => {
    const root = parse(renderToStaticMarkup(<EditorHtml html='<p><a href="https://www.cdc.gov/x">CDC</a> and <a href="/sleep/sleep-hygiene-tips">tips</a></p>' />));
    const [outbound, internal] = [...root.querySelectorAll('a')];
    expect(outbound!.getAttribute('target')).toBe('_blank');
    expect(outbound!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(outbound!.getAttribute('data-link')).toBe('outbound');
    expect(outbound!.textContent).toBe('CDC (opens in a new tab)');
    expect(internal!.hasAttribute('target')).toBe(false);
    expect(internal!.textContent).toBe('tips');
  });

  it('pins its images to the page the body renders for, and none outside a page', () => {
    const html = '<figure><img src="/images/walk.svg" alt="A walk" width="10" height="10"></figure>';
    expect(parse(renderToStaticMarkup(<EditorHtml html={html} />)).querySelector('a')).toBeNull();
    sharePage.current = { origin: 'https://www.wellread.example', canonicalPath: '/heart-health/walks' };
    const pin = parse(renderToStaticMarkup(<EditorHtml html={html} />)).querySelector('figure > img + a')!;
    expect(pin.textContent).toBe('Save to Pinterest (opens in a new tab)');
    expect(new URL(pin.getAttribute('href')!).searchParams.get('url')).toBe('https://www.wellread.example/heart-health/walks');
    sharePage.current = null;
  });
});
