/**
 * Draws a house creative as SVG text: the site's name, a headline and a call to action on the
 * site's colours, laid out for the box (one line for leaderboards, stacked for rectangles).
 * Pure (no server-only import) so migration 006 can seed with it.
 */
export interface CreativeArt {
  width: number;
  height: number;
  siteName: string;
  headline: string;
  /** Used where the headline does not fit on one line (small leaderboards). */
  shortHeadline: string;
  cta: string;
  background: string;
  foreground: string;
  accent: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Greedy word wrap by an average glyph width of 0.55 em; at most maxLines, the last one ellipsised. */
export function wrapText(text: string, maxWidth: number, fontSize: number, maxLines: number): string[] {
  const perLine = Math.max(4, Math.floor(maxWidth / (fontSize * 0.55)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine) line = next;
    else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, perLine - 1).trimEnd()}…`;
    return kept;
  }
  return lines;
}

const font = "font-family='system-ui, -apple-system, Segoe UI, Roboto, sans-serif'";

function ctaPill(art: CreativeArt, x: number, y: number, fontSize: number): string {
  const w = Math.round(art.cta.length * fontSize * 0.6 + fontSize * 1.6);
  const h = Math.round(fontSize * 2);
  return (
    `<rect x='${x}' y='${y}' width='${w}' height='${h}' rx='${h / 2}' fill='${art.accent}'/>` +
    `<text x='${x + w / 2}' y='${y + h / 2}' ${font} font-size='${fontSize}' font-weight='700' fill='${art.background}' text-anchor='middle' dominant-baseline='central'>${escapeXml(art.cta)}</text>`
  );
}

function wide(art: CreativeArt): string {
  const { width, height } = art;
  const fontSize = Math.max(12, Math.min(22, Math.round(height * 0.3)));
  const ctaSize = Math.max(11, Math.round(fontSize * 0.75));
  const ctaWidth = Math.round(art.cta.length * ctaSize * 0.6 + ctaSize * 1.6);
  const showSite = width >= 600;
  const left = showSite ? 24 + art.siteName.length * 9 + 16 : 12;
  const textWidth = width - left - ctaWidth - 24;
  const fits = wrapText(art.headline, textWidth, fontSize, 2).length === 1;
  const [line] = wrapText(fits ? art.headline : art.shortHeadline, textWidth, fontSize, 1);
  return (
    (showSite ? `<text x='24' y='${height / 2}' ${font} font-size='15' font-weight='700' fill='${art.accent}' dominant-baseline='central'>${escapeXml(art.siteName)}</text>` : '') +
    `<text x='${left}' y='${height / 2}' ${font} font-size='${fontSize}' font-weight='700' fill='${art.foreground}' dominant-baseline='central'>${escapeXml(line ?? '')}</text>` +
    ctaPill(art, width - ctaWidth - 12, Math.round(height / 2 - ctaSize), ctaSize)
  );
}

function tall(art: CreativeArt): string {
  const { width, height } = art;
  const pad = Math.round(Math.min(width, height) * 0.08);
  const fontSize = Math.max(18, Math.min(40, Math.round(width / 11)));
  const lines = wrapText(art.headline, width - pad * 2, fontSize, Math.max(2, Math.floor((height * 0.55) / (fontSize * 1.25))));
  const top = pad + 28;
  const text = lines
    .map((l, i) => `<text x='${pad}' y='${top + fontSize * 1.25 * (i + 1)}' ${font} font-size='${fontSize}' font-weight='700' fill='${art.foreground}'>${escapeXml(l)}</text>`)
    .join('');
  const ctaSize = Math.max(14, Math.round(fontSize * 0.6));
  return (
    `<text x='${pad}' y='${pad + 14}' ${font} font-size='16' font-weight='700' fill='${art.accent}'>${escapeXml(art.siteName)}</text>` +
    text +
    ctaPill(art, pad, height - pad - ctaSize * 2, ctaSize)
  );
}

export function creativeSvg(art: CreativeArt): string {
  const body = art.height <= 100 ? wide(art) : tall(art);
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' width='${art.width}' height='${art.height}' viewBox='0 0 ${art.width} ${art.height}' role='img'>` +
    `<rect width='100%' height='100%' fill='${art.background}'/>` +
    body +
    `</svg>`
  );
}
