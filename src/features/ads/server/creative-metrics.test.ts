import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontMetrics, tabledWidths, textWidth } from './creative-metrics';
import { creativeFontFile } from './creative-font.server';
import { demoCreatives } from './demo-creatives';

const root = path.resolve(__dirname, '../../../..');

interface Face {
  unitsPerEm: number;
  'OS/2': { winAscent: number; winDescent: number };
  capHeight: number;
  hmtx: { metrics: { get(gid: number): { advance: number } } };
  HVAR: unknown;
  _cmapProcessor: { lookup(codePoint: number): number };
  _variationProcessor: { getAdvanceAdjustment(gid: number, table: unknown): number };
  stream: { constructor: new (buffer: Buffer) => unknown };
  constructor: new (stream: unknown, coords: number[]) => Face;
}

/**
 * The face at weight 700, read with the fontkit Next ships (tokens.test.ts reads the same file).
 * Its variable instances of a woff2 are built by hand: fontkit's getVariation() does not handle
 * woff2, and its glyph outlines fail on the file's composite glyphs, but advances need neither.
 */
function boldFace(): { face: Face; advance: (codePoint: number) => number | null } {
  const require = createRequire(import.meta.url);
  const fontkit = require('next/dist/compiled/@next/font/dist/fontkit/index.js').default;
  const open: (buffer: Buffer) => Face = fontkit.default ?? fontkit;
  const buffer = fs.readFileSync(path.join(root, creativeFontFile));
  const base = open(buffer);
  const face = new base.constructor(new base.stream.constructor(buffer), [700]);
  return {
    face,
    advance: (codePoint) => {
      const gid = face._cmapProcessor.lookup(codePoint);
      return gid ? face.hmtx.metrics.get(gid).advance + face._variationProcessor.getAdvanceAdjustment(gid, face.HVAR) : null;
    },
  };
}

describe('creative font metrics', () => {
  const { face, advance } = boldFace();

  it('are Source Sans 3 bold’s, read again from the font file the creatives embed', () => {
    for (const [codePoint, width] of tabledWidths()) expect(width, String.fromCodePoint(codePoint)).toBe(Math.ceil(advance(codePoint)!));
    expect([fontMetrics.unitsPerEm, fontMetrics.winAscent, fontMetrics.winDescent, fontMetrics.capHeight]).toEqual([
      face.unitsPerEm,
      face['OS/2'].winAscent,
      face['OS/2'].winDescent,
      face.capHeight,
    ]);
  });

  it('hold every character of the demo creatives, and count an unknown one as the widest', () => {
    for (const creative of demoCreatives()) {
      for (const char of creative.alt) expect(tabledWidths().has(char.codePointAt(0)!), `${char} in ${creative.alt}`).toBe(true);
    }
    expect(textWidth('\u4e00', 10)).toBe((Math.max(...tabledWidths().values()) / 1000) * 10 * 1.03);
  });
});
