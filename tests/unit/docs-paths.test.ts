import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every `back-quoted` repository path in the docs names something that exists, so a move or a
 * rename that forgets the docs fails here instead of misleading the next reader.
 *
 * - A path that starts with a top folder (src/, tests/…) or names a root file must exist as
 *   written, a file or a folder. `:line` suffixes and `#anchors` are stripped.
 * - A name relative to the folder its paragraph is about (`timing.ts`, `server/tokens.server.ts`,
 *   `(site)/error.tsx`) must end the path of some file or folder in the repository: the docs say
 *   where in the prose, and this catches a name that no longer exists anywhere.
 * - Placeholders (`<site>`, `{id}`) and globs (`*`) are checked up to the last literal folder
 *   before them.
 * - Paths git ignores (build output, local databases, bench results) are not checked, nor URLs,
 *   hosts with a path, commands, paths outside the repository (`../shared/…`) or in hidden folders
 *   (`.next/`, an editor's `.vscode/`).
 * - Decision records describe history: only those dated on or after 2026-11-28, when the docs
 *   were last checked against the code, are read.
 */

const topFolders = ['src/', 'tests/', 'scripts/', 'docs/', 'content/', 'deploy/', 'bench/', 'public/'];
const extensions = /\.(ts|tsx|mts|cts|mjs|cjs|js|json|md|css|sh|svg|gif|png|jpe?g|webp|conf|ya?ml|txt|sql|db)$/;
const firstCheckedDecision = '2026-11-28';

function docFiles(): string[] {
  const inFolder = (dir: string) => fs.readdirSync(dir).filter((f) => f.endsWith('.md')).map((f) => `${dir}/${f}`);
  const decisions = inFolder('docs/decisions').filter((file) => {
    const date = fs.readFileSync(file, 'utf8').match(/^Date: (\d{4}-\d{2}-\d{2})/m)?.[1];
    return date !== undefined && date >= firstCheckedDecision;
  });
  return ['README.md', ...inFolder('docs'), ...inFolder('docs/areas'), ...decisions, 'deploy/nginx/README.md', 'deploy/prometheus/README.md', 'bench/README.md'];
}

interface Mention {
  file: string;
  line: number;
  text: string;
}

/** Inline code spans outside fenced blocks (fenced blocks are commands and examples). */
function codeSpans(file: string): Mention[] {
  const source = fs.readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '));
  const spans: Mention[] = [];
  for (const match of source.matchAll(/(`+)([^`]+?)\1/g)) {
    spans.push({ file, line: source.slice(0, match.index).split('\n').length, text: (match[2] ?? '').trim() });
  }
  return spans;
}

type Candidate = { kind: 'exact' | 'suffix'; path: string };

/** The part of a mention to check, or null when it is not a repository path. */
function candidate(text: string): Candidate | null {
  let p = text.replace(/^\.\//, '');
  if (/\s/.test(p) || p.includes('://') || /^[/.-]/.test(p)) return null;
  // A host and path (`www.youtube-nocookie.com/embed/ID`), not a file: no folder here has a dot.
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+\//i.test(p)) return null;
  p = p.replace(/#.*$/, '').replace(/:\d+(-\d+)?$/, '');
  const top = topFolders.some((folder) => p.startsWith(folder));
  const rootFile = !p.includes('/') && fs.existsSync(p) && fs.statSync(p).isFile();
  if (!top && !rootFile && !extensions.test(p)) return null;
  const segments = p.split('/');
  const placeholder = segments.findIndex((segment) => /[*<>{}]/.test(segment));
  if (placeholder !== -1) {
    if (placeholder === 0) return null;
    p = `${segments.slice(0, placeholder).join('/')}/`;
  }
  return { kind: top || rootFile ? 'exact' : 'suffix', path: p };
}

function repositoryPaths(): string[] {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const files = listed.stdout.split('\n').filter(Boolean);
  const folders = new Set(files.flatMap((file) => file.split('/').slice(0, -1).map((_, i, parts) => `${parts.slice(0, i + 1).join('/')}/`)));
  return [...files, ...folders];
}

function ignoredByGit(paths: string[]): Set<string> {
  const result = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], { input: paths.join('\n'), encoding: 'utf8' });
  return new Set(result.stdout.split('\n').filter(Boolean));
}

describe('paths in the docs', () => {
  it('every back-quoted repository path exists', () => {
    const mentions = docFiles().flatMap(codeSpans).flatMap((m) => {
      const c = candidate(m.text);
      return c ? [{ ...m, ...c }] : [];
    });
    expect(mentions.length).toBeGreaterThan(500);

    const ignored = ignoredByGit([...new Set(mentions.map((m) => m.path))]);
    const known = repositoryPaths();
    const exists = (m: (typeof mentions)[number]) => {
      if (ignored.has(m.path)) return true;
      if (m.kind === 'exact') return fs.existsSync(path.join(process.cwd(), m.path));
      const name = m.path.replace(/\/$/, '');
      return known.some((p) => p.replace(/\/$/, '') === name || p.replace(/\/$/, '').endsWith(`/${name}`));
    };
    const missing = mentions.filter((m) => !exists(m)).map((m) => `${m.file}:${m.line} ${m.text}`);
    expect(missing).toEqual([]);
  });
});
