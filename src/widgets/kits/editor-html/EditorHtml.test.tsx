// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EditorHtml } from './EditorHtml';

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
});
