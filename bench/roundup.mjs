// A generated product roundup with 20 product cards (issue 5): the bench measures it like the other
// pages, so a card that ships script or shifts layout shows in its figures. Written into bench/.data
// and imported with the demo content; nothing of it is committed as content.
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';

export const roundupPath = '/nutrition/bench-roundup-20-products';
export const roundupFile = path.join(root, 'bench', '.data', 'roundup-20.json');

// Drawn supplement shots from public/products/, as the demo roundups use (SVGs, served as they are).
const shots = [
  'sunmere-daily-d3-softgels',
  'lumen-liquid-d3-drops',
  'plainwell-vitamin-d3-tablets',
  'northmere-vegan-d3',
  'orchard-oak-vitamin-d-gummies',
  'halvard-sun-d3-softgels',
  'fernhollow-d3-spray',
  'calmjar-magnesium-evening-gummies',
];
const retailers = ['Amazon', 'Shop Example', 'Greenleaf Market'];

function card(n) {
  const retailer = retailers[n % retailers.length];
  return {
    widgetFormat: 'product-card',
    id: `bench-${n}`,
    productTitle: `Bench product ${n} daily supplement`,
    productBrand: `Brand ${String.fromCharCode(65 + (n % 26))}`,
    position: n,
    superlative: n === 1 ? 'Best overall' : `Good pick #${n}`,
    rating: 3.6 + ((n * 7) % 14) / 10,
    numberOfRatings: 100 + n * 37,
    isEditorPick: n === 2,
    isBestOverall: n === 1,
    imgSrc: `/products/${shots[n % shots.length]}.svg`,
    imgAlt: `Bench product ${n}`,
    highlights: [
      { label: 'Price', value: `$${(12 + n * 1.5).toFixed(2)}` },
      { label: 'Serving', value: '1 capsule a day' },
      { label: 'COA', value: 'Available', linkUrl: 'https://shop.example.com/coa' },
    ],
    Pros: ['third-party tested', 'easy to swallow'],
    Cons: ['higher price per serving'],
    healthlineReviews: `<p>${'This generated review paragraph stands in for an editor review of realistic length. '.repeat(6)}</p>`,
    price: (12 + n * 1.5).toFixed(2),
    retailer,
    discount: n % 3 === 0 ? 'Use code "BENCH15" for 15% off' : undefined,
    ctaUrl: retailer === 'Amazon' ? `https://www.amazon.com/dp/B0BENCH${String(n).padStart(3, '0')}` : `https://shop.example.com/products/bench-${n}`,
  };
}

export function writeRoundup() {
  const doc = {
    documentType: 'article',
    site: 'healthline',
    canonicalPath: roundupPath,
    title: 'Bench: a roundup of 20 products',
    description: 'A generated product roundup the bench uses to measure pages with many product cards.',
    pageTemplate: 'article',
    categories: ['nutrition'],
    authors: [{ name: 'Bench generator', credentials: 'generated' }],
    datePublished: '2026-01-01',
    body: [
      { type: 'html', html: '<p>Generated for the bench: twenty product cards in a row.</p>' },
      ...Array.from({ length: 20 }, (_, i) => card(i + 1)),
    ],
  };
  fs.mkdirSync(path.dirname(roundupFile), { recursive: true });
  fs.writeFileSync(roundupFile, JSON.stringify(doc, null, 2));
  return roundupFile;
}
