import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The runtime import graph of src/ and its circles (decision 010): what `import/no-cycle` checked,
 * in one pass over the files instead of one traversal per file. An edge is a static import or
 * re-export, a side-effect import or a dynamic `import()`; type-only imports and exports
 * (`import type`, or every name marked `type`) are not edges, as they are gone at runtime.
 * Specifiers resolve as tsconfig.json does here: relative, or `@/` for src/; packages are not
 * followed.
 */

const extensions = ['.ts', '.tsx'];

const isTypeOnlyImport = (clause: ts.ImportClause | undefined): boolean =>
  !!clause &&
  (clause.isTypeOnly ||
    (!clause.name && !!clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly)));

const isTypeOnlyExport = (node: ts.ExportDeclaration): boolean =>
  node.isTypeOnly || (!!node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.length > 0 && node.exportClause.elements.every((e) => e.isTypeOnly));

/** The module specifiers a file's runtime depends on. */
export function runtimeSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!isTypeOnlyImport(node.importClause)) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!isTypeOnlyExport(node)) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) found.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file a specifier names, among `files` (absolute paths); null for a package or anything not a source file. */
export function resolveSpecifier(from: string, specifier: string, srcDir: string, files: ReadonlySet<string>): string | null {
  const base = specifier.startsWith('@/') ? path.join(srcDir, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  const candidates = [base, ...extensions.map((e) => base + e), ...extensions.map((e) => path.join(base, `index${e}`))];
  return candidates.find((c) => files.has(c)) ?? null;
}

/** Every source file of src/ that is not a test (tests stand above the layers; nothing imports them). */
export function sourceFiles(srcDir: string): string[] {
  return (fs.readdirSync(srcDir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => extensions.some((e) => name.endsWith(e)) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => path.join(srcDir, name));
}

/** The runtime import graph of `files`: each file with the files it imports. */
export function importGraph(files: readonly string[], srcDir: string, read: (file: string) => string = (f) => fs.readFileSync(f, 'utf8')): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = runtimeSpecifiers(file, read(file))
      .map((s) => resolveSpecifier(file, s, srcDir, known))
      .filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The circles in a graph: each strongly connected component of more than one file (or a file that
 * imports itself), as one circle through it, starting and ending at the same file.
 */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++]!;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || (graph.get(frame.node) ?? []).includes(frame.node)) components.push(component);
      }
    }
  }
  return components.map((component) => circleThrough(graph, new Set(component)));
}

/** One circle inside a strongly connected component: a shortest path from its first file back to itself. */
function circleThrough(graph: ReadonlyMap<string, readonly string[]>, component: ReadonlySet<string>): string[] {
  const [start] = [...component].sort();
  const cameFrom = new Map<string, string>();
  const queue = [start!];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]!;
    for (const to of graph.get(node) ?? []) {
      if (!component.has(to)) continue;
      if (to === start) {
        const circle = [start!];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at)) circle.splice(1, 0, at);
        return [...circle, start!];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start!, start!];
}
