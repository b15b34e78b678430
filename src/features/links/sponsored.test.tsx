import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_TEMPLATES } from '@/content/page-templates';
import { classifyLink } from '@/features/links/classify';
import { ContentLink } from '@/features/links/ContentLink';
import { decorateLinks } from '@/features/links/decorate';
import { linkScopeFor } from '@/features/links/scope';

// The page's scope as RenderWidgets provides it (React's per-request cache holds it only inside a server render).
vi.mock('@/features/links/scope', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/features/links/scope')>();
  return { ...original, currentLinkScope: () => original.linkScopeFor('healthline', undefined, 'editorial-paid-media') };
});

// Spec article blocks 6: "Paid-media and editorial template types change how affiliate links are handled."
describe('outbound links on a page a sponsor paid for', () => {
  it('the paid-media and editorial paid-media templates make the scope sponsored; the others do not', () => {
    const sponsored = PAGE_TEMPLATES.filter((template) => linkScopeFor('healthline', undefined, template).sponsored);
    expect(sponsored).toEqual(['paid-media', 'editorial-paid-media']);
    expect(linkScopeFor('healthline').sponsored).toBeUndefined();
  });

  it('every outbound link there is a paid link (rel sponsored, tracked with a correlation id); the site’s own links stay internal', () => {
    const scope = linkScopeFor('healthline', undefined, 'paid-media');
    expect(classifyLink('https://example.org/clinic', scope).kind).toBe('affiliate');
    expect(classifyLink('https://example.org/clinic', linkScopeFor('healthline', undefined, 'article')).kind).toBe('outbound');
    expect(classifyLink('/nutrition', scope).kind).toBe('internal');
    expect(classifyLink('https://wellread.example/sleep', scope).kind).toBe('internal');
    const html = decorateLinks('<p><a href="https://example.org/clinic">Book</a> or <a href="/sleep">read</a></p>', scope);
    expect(html).toMatch(/<a href="https:\/\/example.org\/clinic" target="_blank" rel="noopener noreferrer sponsored" data-link="affiliate" data-track="affiliate-link"[^>]* data-correlation-id="[0-9a-f-]{36}">Book/);
    expect(html).toContain('<a href="/sleep">read</a>');
  });

  it('a source in the reference list stays a plain citation on a sponsored page', () => {
    const source = renderToStaticMarkup(<ContentLink href="https://www.nih.gov/study" citation>Study</ContentLink>);
    expect(source).toContain('rel="noopener noreferrer" data-link="outbound"');
    expect(renderToStaticMarkup(<ContentLink href="https://www.nih.gov/study">Study</ContentLink>)).toContain('rel="noopener noreferrer sponsored"');
  });
});
