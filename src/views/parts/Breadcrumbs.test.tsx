import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Heart health', path: '/heart-health' },
  { name: 'Heart attack warning signs', path: '/heart-health/heart-attack-warning-signs' },
];

describe('Breadcrumbs', () => {
  const html = renderToStaticMarkup(<Breadcrumbs crumbs={crumbs} />);

  it('draws each separator after its own crumb, hidden from assistive technology, and none after the current page', () => {
    expect(html.match(/aria-hidden="true">›<\/span>/g)).toHaveLength(2);
    expect(html).toMatch(/<li[^>]*><a href="\/heart-health">Heart health<\/a><span[^>]*aria-hidden="true">›<\/span><\/li>/);
    expect(html).toMatch(/<li data-current=""><span aria-current="page"[^>]*>Heart attack warning signs<\/span><\/li>/);
  });

  it('marks the crumb before the current page, whose separator goes on phones along with the current crumb', () => {
    expect(html).toMatch(/<li data-before-current=""><a href="\/heart-health">/);
    expect(html.match(/data-before-current/g)).toHaveLength(1);
  });

  it('renders a lone crumb as the current page', () => {
    const lone = renderToStaticMarkup(<Breadcrumbs crumbs={[crumbs[0]!]} />);
    expect(lone).toContain('<li data-current=""><span aria-current="page"');
    expect(lone).not.toContain('›');
  });
});
