// Draws the demo product images (public/images/products/) from simple shapes: original art, so
// the demo content carries no third-party photos. Deterministic; run `node scripts/generate-product-images.mjs`
// after changing it and commit the output.
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const out = new URL('../public/images/products/', import.meta.url);
mkdirSync(out, { recursive: true });

const colors = {
  teal: ['#0b5c5c', '#e3f1f0'],
  amber: ['#9a5b00', '#fdf0d8'],
  violet: ['#4b3b8f', '#eeebf8'],
  rose: ['#9b2242', '#fbe6ec'],
};

const size = 600;
const shapes = {
  bottle: (c) => `<rect x="215" y="90" width="170" height="70" rx="14" fill="${c}"/><rect x="175" y="150" width="250" height="370" rx="48" fill="${c}"/><rect x="205" y="260" width="190" height="150" rx="10" fill="#fff" opacity=".9"/>`,
  jar: (c) => `<rect x="160" y="140" width="280" height="70" rx="16" fill="${c}"/><rect x="140" y="200" width="320" height="300" rx="40" fill="${c}"/><rect x="180" y="280" width="240" height="130" rx="10" fill="#fff" opacity=".9"/>`,
  box: (c) => `<path d="M150 200 L300 130 L450 200 L450 450 L300 520 L150 450 Z" fill="${c}"/><path d="M150 200 L300 270 L450 200 M300 270 L300 520" stroke="#fff" stroke-width="8" fill="none" opacity=".8"/>`,
  tube: (c) => `<path d="M200 120 H400 L380 470 H220 Z" fill="${c}"/><rect x="250" y="470" width="100" height="60" rx="10" fill="${c}" opacity=".75"/><rect x="235" y="220" width="130" height="120" rx="8" fill="#fff" opacity=".9"/>`,
  pouch: (c) => `<path d="M170 130 H430 L450 500 Q300 540 150 500 Z" fill="${c}"/><rect x="170" y="130" width="260" height="30" fill="#fff" opacity=".35"/><circle cx="300" cy="330" r="80" fill="#fff" opacity=".9"/>`,
  device: (c) => `<rect x="190" y="110" width="220" height="390" rx="36" fill="${c}"/><rect x="215" y="150" width="170" height="250" rx="12" fill="#fff" opacity=".9"/><circle cx="300" cy="450" r="22" fill="#fff" opacity=".8"/>`,
  mat: (c) => `<ellipse cx="300" cy="430" rx="230" ry="60" fill="${c}" opacity=".35"/><rect x="120" y="170" width="360" height="250" rx="30" fill="${c}"/><path d="M150 220 H450 M150 290 H450 M150 360 H450" stroke="#fff" stroke-width="6" opacity=".6"/>`,
  pillow: (c) => `<path d="M120 220 Q300 120 480 220 Q520 330 480 420 Q300 520 120 420 Q80 330 120 220 Z" fill="${c}"/><path d="M170 260 Q300 200 430 260" stroke="#fff" stroke-width="8" fill="none" opacity=".6"/>`,
};

function svg(shape, [ink, paper]) {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${paper}"/>${shapes[shape](ink)}</svg>`);
}

for (const shape of Object.keys(shapes)) {
  for (const [name, pair] of Object.entries(colors)) {
    const png = await sharp(svg(shape, pair)).png({ compressionLevel: 9, palette: true }).toBuffer();
    writeFileSync(new URL(`${shape}-${name}.png`, out), png);
  }
}

// An animated demo for reviews ("animated gif in reviews"): a pill bottle shaking, 8 frames.
const frames = [];
for (let i = 0; i < 8; i += 1) {
  const angle = Math.round(Math.sin((i / 8) * Math.PI * 2) * 8);
  const frame = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 600 450"><rect width="600" height="450" fill="${colors.teal[1]}"/><g transform="rotate(${angle} 300 260)" transform-origin="300 260"><g transform="translate(0 -70)">${shapes.bottle(colors.teal[0])}</g></g></svg>`,
  );
  frames.push(await sharp(frame).png().toBuffer());
}
const gif = await sharp(frames, { join: { animated: true } }).gif({ delay: 120, loop: 0 }).toBuffer();
writeFileSync(new URL('review-demo.gif', out), gif);
// Its first frame as a still, for readers who pause it (and for reduced motion).
writeFileSync(new URL('review-demo-still.png', out), await sharp(frames[0]).png({ palette: true }).toBuffer());
console.log('product images written');
