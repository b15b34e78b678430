import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as folders from './folders';

/**
 * A widget's folder describes the whole widget (decision 008): no code outside its folder names its
 * format, so adding a widget touches its folder, one line in folders.ts and an example in
 * docs/content.md. This reads every source file of src (tests and fixtures aside: they are
 * examples of content) and fails on a string that is a format, outside that format's folder.
 */

const srcDir = path.resolve(__dirname, '..');

/** format -> its folder (src/widgets/<folder>/), from folders.ts. */
const folderOf = new Map(
  [...fs.readFileSync(path.join(__dirname, 'folders.ts'), 'utf8').matchAll(/export \{ widget as (\w+) \} from '\.\/([^/]+)\/widget';/g)].map(([, name, folder]) => [
    (folders as Record<string, { format: string }>)[name!]!.format,
    folder!,
  ]),
);

/**
 * The same word meaning something else, each with where and why. Keep this short: a format name
 * used as one belongs in its folder's widget.ts.
 */
const sameWordElsewhere: { file: string; word: string; why: string }[] = [
  { file: 'src/features/links/decorate.ts', word: 'affiliate-link', why: 'the tracking name of in-content affiliate links (data-track)' },
  { file: 'src/features/links/link-clicks.ts', word: 'affiliate-link', why: 'the tracking name of in-content affiliate links (data-track)' },
  { file: 'src/widgets/kits/embeds/providers.ts', word: 'embed', why: 'a path segment of embed URLs' },
  { file: 'src/widgets/kits/embeds/components/ConsentGatedFrame.client.tsx', word: 'embed', why: 'the analytics elementType of consent-gated frames' },
  { file: 'src/widgets/responsive-video/video-url.ts', word: 'embed', why: 'a path segment of YouTube URLs' },
  { file: 'src/content/campaigns/schema.ts', word: 'quiz', why: 'the quiz driver type of campaigns' },
  { file: 'src/content/campaigns/figure-events.ts', word: 'quiz', why: 'the quiz driver type of campaigns, whose conversion is a completed quiz' },
  { file: 'src/features/drivers/api-schema.ts', word: 'quiz', why: 'the quiz driver field of the drivers API' },
  { file: 'src/features/drivers/components/fixtures.ts', word: 'quiz', why: 'the quiz driver type of campaigns' },
  { file: 'src/widgets/kits/quiz/events.ts', word: 'quiz', why: 'the analytics location of quiz events' },
  { file: 'src/widgets/kits/quiz/events.ts', word: 'assessment', why: 'the analytics location of quiz events' },
  { file: 'src/widgets/kits/quiz/InterestQuiz.client.tsx', word: 'quiz', why: 'the analytics location of quiz events' },
  { file: 'src/features/savings/data/generate.ts', word: 'drug-cost-savings', why: 'the placement name in the demo copay driver data' },
  { file: 'src/features/drivers/components/types/QuizDriver.client.tsx', word: 'quiz', why: 'the quiz field of driver answers' },
  { file: 'src/widgets/row/layout.ts', word: 'faq', why: 'the spec\'s row layout names (faq, faq split, oneTwoThree…)' },
  { file: 'src/widgets/row/layout.ts', word: 'oneTwoThree', why: 'the spec\'s row layout names (faq, faq split, oneTwoThree…)' },
  { file: 'src/widgets/page-sources.ts', word: 'references', why: 'the article envelope\'s references field, in an import warning\'s path' },
  { file: 'src/publishing/checks.ts', word: 'references', why: 'the article envelope\'s references field, in a publish check\'s path' },
  { file: 'src/views/parts/ArticleCard.tsx', word: 'row', why: 'a list card layout' },
  { file: 'src/widgets/kits/carousel/layout.ts', word: 'row', why: 'a carousel layout' },
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) && !/(^|[-/])fixtures\.ts$|test-[\w-]+\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Every string literal of a file's code with its line, JSX attribute values (role="group", scope="row") aside. */
function literals(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !ts.isJsxAttribute(node.parent) && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) {
      found.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('format names', () => {
  it('reads the format of every folder', () => {
    expect(folderOf.size).toBe(Object.keys(folders).length);
  });

  it('appear in no code outside their own folder (and folders.ts)', () => {
    const found: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const rel = path.relative(path.resolve(srcDir, '..'), file).split(path.sep).join('/');
      for (const { text, line } of literals(file)) {
        const folder = folderOf.get(text);
        if (!folder || rel.startsWith(`src/widgets/${folder}/`)) continue;
        if (sameWordElsewhere.some((e) => e.file === rel && e.word === text)) continue;
        found.push(`${rel}:${line} names '${text}'`);
      }
    }
    expect(found).toEqual([]);
    // It parses every source file: well over the default 5 s on a busy two-core machine.
  }, 30_000);

  it('keeps every listed exception true (a fixed one is taken off the list)', () => {
    for (const { file, word } of sameWordElsewhere) {
      expect(literals(path.resolve(srcDir, '..', file)).map((l) => l.text), `${file} ${word}`).toContain(word);
    }
  });
});
