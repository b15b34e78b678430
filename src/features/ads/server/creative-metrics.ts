/**
 * Metrics of the face house creatives are drawn in: Source Sans 3 (the site's text face,
 * docs/design.md) at weight 700, from the same latin file the site serves
 * (`@fontsource-variable/source-sans-3`, source-sans-3-latin-wght-normal.woff2, which the creatives
 * embed). Advance widths are in thousandths of an em, rounded up; creative-metrics.test.ts reads
 * them from the font file again, so a font update that changes them fails there.
 */

/** U+0020 to U+007E. */
const asciiWidths = [
  200, 341, 538, 529, 529, 858, 668, 301, 345, 345, 457, 529, 301, 332, 301, 339, 529, 529, 529,
  529, 529, 529, 529, 529, 529, 529, 301, 301, 529, 529, 529, 464, 903, 573, 606, 582, 635, 548,
  525, 638, 674, 302, 509, 615, 518, 763, 666, 685, 597, 685, 614, 556, 557, 665, 557, 814, 568,
  526, 542, 345, 339, 345, 529, 500, 556, 528, 573, 468, 573, 518, 341, 535, 572, 277, 279, 548,
  287, 858, 573, 556, 573, 573, 399, 443, 383, 569, 523, 776, 514, 522, 461, 345, 268, 345, 529,
];
const otherWidths: [number, number][] = [
  [160, 200], [161, 341], [162, 529], [163, 529], [164, 529], [165, 529], [166, 268], [167, 529],
  [168, 556], [169, 750], [170, 359], [171, 481], [172, 529], [174, 463], [175, 556], [176, 365],
  [177, 529], [178, 377], [179, 377], [180, 556], [181, 594], [182, 637], [183, 301], [184, 556],
  [185, 377], [186, 373], [187, 481], [188, 810], [189, 846], [190, 818], [191, 464], [192, 573],
  [193, 573], [194, 573], [195, 573], [196, 573], [197, 573], [198, 846], [199, 582], [200, 548],
  [201, 548], [202, 548], [203, 548], [204, 302], [205, 302], [206, 302], [207, 302], [208, 658],
  [209, 665], [210, 685], [211, 685], [212, 685], [213, 685], [214, 685], [215, 529], [216, 685],
  [217, 665], [218, 665], [219, 665], [220, 665], [221, 525], [222, 617], [223, 633], [224, 528],
  [225, 528], [226, 528], [227, 528], [228, 528], [229, 528], [230, 782], [231, 468], [232, 518],
  [233, 518], [234, 518], [235, 518], [236, 277], [237, 277], [238, 277], [239, 277], [240, 558],
  [241, 573], [242, 556], [243, 556], [244, 556], [245, 556], [246, 556], [247, 529], [248, 556],
  [249, 569], [250, 569], [251, 569], [252, 569], [253, 522], [254, 573], [255, 522], [8216, 301],
  [8217, 301], [8220, 538], [8221, 538], [8211, 480], [8212, 800], [8230, 979], [8226, 345], [8364, 529],
  [8482, 683],
];

const widths = new Map<number, number>([...asciiWidths.map((w, i): [number, number] => [0x20 + i, w]), ...otherWidths]);
/** A character the table does not hold counts as the widest one it does: a layout never underestimates. */
const widest = Math.max(...widths.values());

export const fontMetrics = {
  unitsPerEm: 1000,
  /** The face's clipping extents (OS/2 usWinAscent, usWinDescent): no glyph reaches past them. */
  winAscent: 934,
  winDescent: 288,
  capHeight: 660,
};

/** The code points the table holds, with their widths (for the test). */
export function tabledWidths(): ReadonlyMap<number, number> {
  return widths;
}

/**
 * The width in px of `text` set at `fontSize` px, without kerning (the face's kerning mostly
 * tightens), plus 3 % for what it might add: a line measured to fit does fit.
 */
export function textWidth(text: string, fontSize: number): number {
  let units = 0;
  for (const char of text) units += widths.get(char.codePointAt(0)!) ?? widest;
  return (units / fontMetrics.unitsPerEm) * fontSize * 1.03;
}
