import { describe, expect, it } from 'vitest';
import { detectFormat } from '../detect';
import { sanitizeSvg, svgSize } from './svg.server';

const svg = (inner: string, attributes = 'viewBox="0 0 10 10"') => `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${inner}</svg>`;

describe('SVG sanitizing', () => {
  it('keeps drawing: shapes, gradients, fragment references, safe styles', () => {
    const drawing = svg('<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><style>.a{fill:url(#g)}</style><path class="a" d="M0 0L5 5" style="stroke:red"/><use href="#g"/>');
    expect(sanitizeSvg(drawing)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"></stop></linearGradient></defs><style>.a{fill:url(#g)}</style><path class="a" d="M0 0L5 5" style="stroke:red"></path><use href="#g"></use></svg>',
    );
  });

  it.each([
    ['a <style> that would end itself', '<style>&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;</style>'],
    ['a <style> that fetches', '<style>@import "https://evil.example/x.css";</style>'],
    ['a <style> with a CSS escape', '<style>.a{background:\\75rl(https://evil.example/)}</style>'],
    ['an animation rewriting an href', '<a><set attributeName="href" to="javascript:alert(1)"/></a>'],
    ['a CDATA script', '<script><![CDATA[alert(1)]]></script>'],
    ['an external xlink:href', '<use xlink:href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"/>'],
    ['a presentation attribute that fetches', '<rect fill="url(https://evil.example/#x)"/>'],
    ['an event handler in any case', '<rect ONCLICK="alert(1)" onMouseOver="alert(1)"/>'],
    ['an HTML namespace on an inner element', '<g xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></g>'],
    ['an entity-encoded javascript: URL', '<use href="&#106;avascript:alert(1)"/>'],
  ])('removes %s', (_name, inner) => {
    const clean = sanitizeSvg(svg(inner))!;
    expect(clean).not.toMatch(/alert|evil\.example|onclick|onmouseover|<script|<set|xhtml|@import|\\/i);
  });

  it('keeps the SVG namespace whatever the root said, and drops text outside the root', () => {
    const clean = sanitizeSvg('<!DOCTYPE svg [ <!ENTITY a "b"> ]><svg xmlns="http://www.w3.org/1999/xhtml" width="4" height="2"><rect/></svg> trailing');
    expect(clean).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2" xmlns:xlink="http://www.w3.org/1999/xlink"><rect></rect></svg>');
    expect(sanitizeSvg('<html><body>no svg here</body></html>')).toBeNull();
  });

  it('reads the size from width and height, else the viewBox, keeping its proportions', () => {
    const size = (attributes: string) => svgSize(sanitizeSvg(svg('', attributes))!);
    expect(size('width="120" height="60px"')).toEqual({ width: 120, height: 60 });
    expect(size('viewBox="0 0 300 150"')).toEqual({ width: 300, height: 150 });
    expect(size('width="100%" viewBox="0,0,300,150"')).toEqual({ width: 300, height: 150 });
    expect(size('width="60" viewBox="0 0 300 150"')).toEqual({ width: 60, height: 30 });
    expect(size('width="2em"')).toBeNull();
    expect(size('viewBox="0 0 0 10"')).toBeNull();
  });
});

describe('format detection', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const ftyp = (...brands: string[]) => bytes(`\0\0\0\x18ftyp${brands[0]}\0\0\0\0${brands.slice(1).join('')}`);

  it('tells AVIF from HEIC and video by the ftyp brands', () => {
    expect(detectFormat(ftyp('avif', 'mif1', 'miaf'))).toEqual({ accepted: true, format: 'avif' });
    expect(detectFormat(ftyp('mif1', 'avif', 'miaf'))).toEqual({ accepted: true, format: 'avif' });
    expect(detectFormat(ftyp('heic', 'mif1', 'heic'))).toEqual({ accepted: false, name: 'HEIC' });
    expect(detectFormat(ftyp('isom', 'mp41', 'iso2'))).toEqual({ accepted: false, name: 'video' });
  });

  it('takes SVG text only with an <svg> root, after a byte order mark, declaration, comments or doctype', () => {
    expect(detectFormat(bytes('\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg/>'))).toEqual({ accepted: true, format: 'svg' });
    expect(detectFormat(bytes('<!DOCTYPE html><html><svg></svg></html>'))).toEqual({ accepted: false, name: null });
    expect(detectFormat(bytes('<svgx/>'))).toEqual({ accepted: false, name: null });
    expect(detectFormat(Uint8Array.from([0xc3, 0x28, 0x3c]))).toEqual({ accepted: false, name: null });
    // Long whitespace before something else: the prolog pattern has no nested repetition to backtrack through.
    expect(detectFormat(bytes(`${' '.repeat(60_000)}x`))).toEqual({ accepted: false, name: null });
  });
});
