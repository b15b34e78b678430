import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/content/sanitize';
import { expectSafe, payloads } from '@tests/support/xss';

describe('sanitizeHtml', () => {
  it.each(payloads)('neutralises %s', (payload) => {
    expectSafe(sanitizeHtml(payload));
  });

  it('keeps the editor markup it allows', () => {
    const html = '<h2>Title</h2><p>Some <strong>bold</strong> and <em>em</em> text with <a href="/nutrition">a link</a>.</p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    expect(sanitizeHtml('<a href="https://www.cdc.gov" target="_blank">CDC</a>')).toBe(
      '<a href="https://www.cdc.gov" target="_blank" rel="noopener noreferrer">CDC</a>',
    );
  });

  it('lazy-loads images and keeps their alt text', () => {
    expect(sanitizeHtml('<img src="/images/a.svg" alt="A chart">')).toBe('<img src="/images/a.svg" alt="A chart" loading="lazy" />');
  });
});

describe('editor tables', () => {
  const table = '<table><caption>Blood pressure <strong>categories</strong>[[ref:2]]</caption><thead><tr><th scope="col">Category</th><th scope="col">Systolic</th></tr></thead><tbody><tr><td>Normal</td><td>Less than 120</td></tr></tbody></table>';

  it('get their own labelled, focusable scroll area', () => {
    expect(sanitizeHtml(`<p>Before</p>${table}<p>After</p>`)).toBe(
      `<p>Before</p><div class="table-scroll" role="region" tabindex="0" aria-label="Blood pressure categories">${table}</div><p>After</p>`,
    );
  });

  it('name the area after the column headings when there is no caption, else "Table"', () => {
    expect(sanitizeHtml('<table><tr><th>Food</th><th>Fiber &amp; "grams"</th></tr><tr><td>Oats</td><td>4</td></tr></table>')).toContain(
      'aria-label="Table: Food, Fiber &amp; &quot;grams&quot;"',
    );
    expect(sanitizeHtml('<table><tr><td>a</td></tr></table><table><tr><td>b</td></tr></table>').match(/aria-label="Table"/g)).toHaveLength(2);
  });

  it('wraps each table once, also when sanitized again or nested', () => {
    const once = sanitizeHtml(table);
    expect(sanitizeHtml(once)).toBe(once);
    const nested = sanitizeHtml('<table><tr><td><table><tr><td>x</td></tr></table></td></tr></table>');
    expect(nested.match(/<div class="table-scroll"/g)).toHaveLength(2);
    expect(sanitizeHtml(nested)).toBe(nested);
  });

  it('still strips what editors may not use, even on a hand-written wrapper', () => {
    const html = sanitizeHtml('<div class="table-scroll" role="region" onscroll="alert(1)" style="width:9999px"><table onclick="x()" style="x"><tr><td class="y">1</td></tr></table></div>');
    expect(html).toBe('<div class="table-scroll" role="region" tabindex="0" aria-label="Table"><table><tr><td>1</td></tr></table></div>');
    expectSafe(html);
  });

  it('sanitizing is idempotent and every table is wrapped exactly once, whatever the table holds', () => {
    const text = fc.constantFrom('text & "quotes"', '<strong>bold</strong>', '[[ref:1]]', '<a href="https://x.example" target="_blank">x</a>', '');
    const { table } = fc.letrec<{ table: string; cell: string }>((tie) => ({
      cell: fc.oneof({ depthSize: 'small' }, text, tie('table')),
      table: fc
        .record({
          caption: fc.option(text),
          attrs: fc.constantFrom('', ' border="1" class="x"', ' onclick="alert(1)"'),
          wrapper: fc.boolean(),
          rows: fc.array(fc.record({ head: fc.boolean(), cells: fc.array(tie('cell'), { maxLength: 3 }) }), { maxLength: 3 }),
        })
        .map(({ caption, attrs, wrapper, rows }) => {
          const body = rows.map((r) => `<tr>${r.cells.map((c) => (r.head ? `<th>${c}</th>` : `<td>${c}</td>`)).join('')}</tr>`).join('');
          const html = `<table${attrs}>${caption === null ? '' : `<caption>${caption}</caption>`}${body}</table>`;
          return wrapper ? `<div class="table-scroll" role="region">${html}</div>` : html;
        }),
    }));
    fc.assert(
      fc.property(fc.array(fc.oneof(table, text.map((t) => `<p>${t}</p>`)), { maxLength: 4 }), (parts) => {
        const once = sanitizeHtml(parts.join(''));
        expect(sanitizeHtml(once)).toBe(once);
        expect((once.match(/<div class="table-scroll"/g) ?? []).length).toBe((once.match(/<table>/g) ?? []).length);
        expect(once.replace(/<div class="table-scroll" role="region" tabindex="0" aria-label="[^"<>]*"><table>/g, '')).not.toMatch(/<table>|<div/);
      }),
      { numRuns: 300 },
    );
  });

  it('leave HTML without a table alone', () => {
    expect(sanitizeHtml('<p>No tables here: &lt;table&gt;</p>')).toBe('<p>No tables here: &lt;table&gt;</p>');
  });
});
