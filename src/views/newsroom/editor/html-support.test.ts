// @vitest-environment jsdom
import { Editor } from '@tiptap/react';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/content/sanitize';
import { allowedHref, richTextExtensions, unsupportedMarkup } from './html-support';

const roundTrip = (html: string) => {
  const editor = new Editor({ extensions: richTextExtensions, content: html, injectCSS: false });
  const out = editor.getHTML();
  editor.destroy();
  return out;
};

/** HTML as the browser reads it, attributes in order: the same markup written two ways compares equal. */
function normal(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes].map((a) => [a.name, a.value] as const).sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return template.innerHTML;
}

describe('the rich text editor keeps to the sanitizer’s allowlist', () => {
  const html =
    '<h2>Symptoms</h2><p>Most people notice <strong>chest pain</strong>, <em>breathlessness</em>, <u>u</u>, <s>s</s>, <code>c</code>.[[ref:1]]<br>Next line</p>' +
    '<ul><li><p>One</p></li></ul><ol start="3"><li><p>Three</p></li></ol><blockquote><p>Quote</p></blockquote><hr>' +
    '<p><a href="https://example.org/x" target="_blank" rel="noopener noreferrer">out</a> and <a href="/sleep" title="Sleep">in</a></p>';

  it('writes back markup the sanitizer leaves as it is, [[ref:N]] markers included', () => {
    const out = roundTrip(html);
    expect(out).toContain('[[ref:1]]');
    expect(normal(out)).toContain('<a href="https://example.org/x" rel="noopener noreferrer" target="_blank">out</a>');
    expect(normal(sanitizeHtml(out))).toBe(normal(out));
    // And it loses nothing of markup it supports.
    expect(normal(out)).toBe(normal(html));
    expect(unsupportedMarkup(html)).toEqual([]);
  });

  it('drops nothing silently: markup it cannot keep sends the block to the HTML source instead', () => {
    expect(unsupportedMarkup('<table><tr><td>1</td></tr></table><p><span>x</span><img src="/a.png" alt=""></p><h5>h</h5>')).toEqual(['table', 'tbody', 'tr', 'td', 'span', 'img', 'h5']);
    expect(unsupportedMarkup('<p><a>no address</a></p>')).toEqual(['a without href']);
    expect(roundTrip('<p><a href="javascript:alert(1)">x</a></p>')).toBe('<p>x</p>');
  });

  it('takes the link addresses the sanitizer keeps', () => {
    for (const ok of ['https://a.org', 'http://a.org/x?y=1', '/sleep', '#faq', 'mailto:a@b.org', 'tel:+15550100']) expect(allowedHref(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.org', 'data:text/html,x', 'ftp://a.org']) expect(allowedHref(bad), bad).toBe(false);
  });
});
