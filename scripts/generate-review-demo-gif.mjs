// Draws the animated demo for product reviews ("animated gif in reviews"),
// public/images/products/review-demo.gif: a pill bottle shaking, 8 frames, from simple shapes, so
// the demo content carries no third-party pictures. Deterministic; run
// `node scripts/generate-review-demo-gif.mjs` after changing it and commit the output.
// (The demo product shots themselves are hand-written SVGs in public/products/.)
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const out = new URL('../public/images/products/', import.meta.url);
mkdirSync(out, { recursive: true });

const [ink, paper] = ['#0b5c5c', '#e3f1f0'];
const bottle = `<rect x="215" y="90" width="170" height="70" rx="14" fill="${ink}"/><rect x="175" y="150" width="250" height="370" rx="48" fill="${ink}"/><rect x="205" y="260" width="190" height="150" rx="10" fill="#fff" opacity=".9"/>`;

const frames = [];
for (let i = 0; i < 8; i += 1) {
  const angle = Math.round(Math.sin((i / 8) * Math.PI * 2) * 8);
  const frame = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 600 450"><rect width="600" height="450" fill="${paper}"/><g transform="rotate(${angle} 300 260)" transform-origin="300 260"><g transform="translate(0 -70)">${bottle}</g></g></svg>`,
  );
  frames.push(await sharp(frame).png().toBuffer());
}
const gif = await sharp(frames, { join: { animated: true } }).gif({ delay: 120, loop: 0 }).toBuffer();
writeFileSync(new URL('review-demo.gif', out), gif);
console.log('review-demo.gif written');
