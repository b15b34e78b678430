#!/usr/bin/env node
// Writes the demo downloadable of the post-downloadable widget: a one-page printable PDF checklist
// (public/media/downloads/appointment-checklist.pdf) and its preview image (…-preview.svg), drawn
// from the same text. Run: node scripts/make-demo-downloads.mjs. The output is reproducible (fixed
// dates), so running it again changes nothing.
import { mkdir, writeFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const outDir = new URL('../public/media/downloads/', import.meta.url);
const title = "Doctor's appointment checklist";
const intro = 'Fill this in before your visit and take it with you. It helps you remember what to say and what to ask.';
const sections = [
  {
    heading: 'Before you go',
    items: [
      'Write down why you are going and what you most want help with',
      'List your symptoms: when they started, how often, what helps',
      'List every medicine you take, with the dose (include vitamins and supplements)',
      'Note any allergies and reactions to medicines',
      'Bring your insurance card, ID and any recent test results',
      'Ask someone to come with you if you would like support',
    ],
  },
  {
    heading: 'Questions to ask',
    items: [
      'What do you think is causing this?',
      'Do I need any tests? What will they show?',
      'What are my treatment options, and their side effects?',
      'What should I do if it gets worse, and who do I call?',
    ],
  },
  {
    heading: 'Before you leave',
    items: ['Check you understand any new medicine: what it is for and how to take it', 'Write down the next steps and when to come back'],
  },
];
const footer = 'Wellread. This checklist does not replace advice from your doctor. In an emergency, call your local emergency number.';

const page = { width: 612, height: 792, margin: 54 };
const brand = rgb(0.043, 0.361, 0.361);
const ink = rgb(0.11, 0.12, 0.14);
const muted = rgb(0.29, 0.32, 0.36);

function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

async function makePdf() {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor('Wellread');
  doc.setSubject("A printable checklist for a doctor's appointment");
  doc.setLanguage('en');
  doc.setCreator('scripts/make-demo-downloads.mjs');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const p = doc.addPage([page.width, page.height]);
  const width = page.width - 2 * page.margin;
  let y = page.height - page.margin;

  p.drawRectangle({ x: 0, y: page.height - 10, width: page.width, height: 10, color: brand });
  y -= 14;
  p.drawText(title, { x: page.margin, y, size: 24, font: bold, color: brand });
  y -= 24;
  for (const line of wrap(intro, regular, 11.5, width)) {
    p.drawText(line, { x: page.margin, y, size: 11.5, font: regular, color: muted });
    y -= 16;
  }
  y -= 4;
  p.drawText('Date of visit: ____________________    Doctor: ______________________________', { x: page.margin, y, size: 11, font: regular, color: ink });
  y -= 26;

  for (const section of sections) {
    p.drawText(section.heading, { x: page.margin, y, size: 15, font: bold, color: ink });
    y -= 8;
    p.drawLine({ start: { x: page.margin, y }, end: { x: page.margin + width, y }, thickness: 1, color: brand });
    y -= 20;
    for (const item of section.items) {
      p.drawRectangle({ x: page.margin, y: y - 3, width: 12, height: 12, borderColor: brand, borderWidth: 1.2 });
      const lines = wrap(item, regular, 11.5, width - 22);
      for (const line of lines) {
        p.drawText(line, { x: page.margin + 22, y, size: 11.5, font: regular, color: ink });
        y -= 16;
      }
      y -= 6;
    }
    y -= 8;
  }

  p.drawText('Notes', { x: page.margin, y, size: 15, font: bold, color: ink });
  y -= 12;
  while (y > page.margin + 40) {
    y -= 22;
    p.drawLine({ start: { x: page.margin, y }, end: { x: page.margin + width, y }, thickness: 0.6, color: rgb(0.7, 0.74, 0.78) });
  }
  for (const [i, line] of wrap(footer, regular, 9, width).entries()) {
    p.drawText(line, { x: page.margin, y: page.margin - 12 * i, size: 9, font: regular, color: muted });
  }
  return doc.save({ useObjectStreams: true });
}

/** The preview: the same page, drawn small (boxes and grey lines for text), 300x388 (8.5:11). */
function makePreview() {
  const parts = [];
  let y = 60;
  parts.push(`<rect width="300" height="388" fill="#ffffff"/><rect width="300" height="5" fill="#0b5c5c"/>`);
  parts.push(`<text x="26" y="44" font-family="Helvetica, Arial, sans-serif" font-size="13.5" font-weight="700" fill="#0b5c5c">${title.replace("'", '&#39;')}</text>`);
  parts.push(`<rect x="26" y="${y}" width="240" height="4" rx="2" fill="#c9d1d8"/><rect x="26" y="${y + 9}" width="190" height="4" rx="2" fill="#c9d1d8"/>`);
  y += 30;
  for (const section of sections) {
    parts.push(`<rect x="26" y="${y}" width="${section.heading.length * 5}" height="6" rx="2" fill="#1c1f23"/>`);
    parts.push(`<rect x="26" y="${y + 10}" width="248" height="1.2" fill="#0b5c5c"/>`);
    y += 20;
    for (const item of section.items) {
      parts.push(`<rect x="26.5" y="${y - 0.5}" width="7" height="7" fill="none" stroke="#0b5c5c" stroke-width="1"/>`);
      parts.push(`<rect x="40" y="${y + 1.5}" width="${Math.min(230, item.length * 2.6)}" height="3.5" rx="1.5" fill="#9aa5af"/>`);
      y += 13;
    }
    y += 8;
  }
  while (y < 362) {
    y += 12;
    parts.push(`<rect x="26" y="${y}" width="248" height="0.8" fill="#c9d1d8"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 388" width="300" height="388" role="img"><title>Preview of the ${title.replace("'", '&#39;')}</title>${parts.join('')}</svg>\n`;
}

await mkdir(outDir, { recursive: true });
const pdf = await makePdf();
await writeFile(new URL('appointment-checklist.pdf', outDir), pdf);
await writeFile(new URL('appointment-checklist-preview.svg', outDir), makePreview());
console.log(`wrote appointment-checklist.pdf (${pdf.length} bytes) and appointment-checklist-preview.svg`);
