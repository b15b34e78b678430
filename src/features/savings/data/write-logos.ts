/** Writes the demo logo tiles: npx tsx src/features/savings/data/write-logos.ts */
import fs from 'node:fs';
import path from 'node:path';
import { logoDir, logoFiles } from './logos';

const dir = path.resolve(logoDir);
fs.mkdirSync(dir, { recursive: true });
for (const [name, svg] of Object.entries(logoFiles())) fs.writeFileSync(path.join(dir, name), svg);
console.log(`wrote ${Object.keys(logoFiles()).length} logo tiles to ${logoDir}`);
