/** Generators shared by the fuzz tests: odd scalars, JSON values, and random edits of a plausible value. */
import fc from 'fast-check';

export const scalar = fc.oneof(
  fc.constantFrom(null, true, false, 0, -0, -1, 1e308, -1e308, 5e-324, 2 ** 53 + 1, '', ' ', '\u0000', '\ud800', '__proto__', 'constructor', 'toString', '<script>alert(1)</script>', '../../', 'NaN'),
  fc.string({ maxLength: 40 }),
  // Strings the content fields treat specially: HTML for the sanitizer, links, paths, dates.
  fc.constantFrom(
    '<p><a href="javascript:alert(1)">x</a></p>', '<img src=x onerror=alert(1)>', '<table><tr><td>'.repeat(50), '<p>ok</p>', '</p><p', '<!-- x', '<a href="/x" target="_blank">x</a>',
    'https://example.org/a?b=c#d', 'http://', 'mailto:a@b', '/relative/path', '//evil.example', '2026-02-30', '2026-01-15', '9999-12-31T23:59:59Z', 'a'.repeat(5000),
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
export const valueArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 1000, maxLength: 20_000, unit: 'grapheme-ascii' }) },
  { weight: 1, arbitrary: fc.array(scalar, { minLength: 50, maxLength: 200 }) },
);

/** All paths into a JSON value (objects and arrays), the root included. */
export function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (out.length > 200) return out;
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...prefix, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  return out;
}

/** A seed with 1 to 4 random edits: a value replaced, a key added or deleted, an array grown. */
export function mutated(seed: unknown): fc.Arbitrary<unknown> {
  return fc
    .array(fc.tuple(fc.nat(), fc.constantFrom('set', 'delete', 'add', 'wrap'), valueArb, fc.constantFrom('x', '__proto__', 'constructor', 'extra', '0', '')), { minLength: 1, maxLength: 4 })
    .map((edits) => {
      let doc = structuredClone(seed);
      for (const [n, kind, value, key] of edits) {
        const paths = pathsOf(doc);
        const path = paths[n % paths.length]!;
        if (path.length === 0) {
          if (kind === 'set') doc = value;
          else if (kind === 'wrap') doc = [doc];
          continue;
        }
        const parent = path.slice(0, -1).reduce<unknown>((node, k) => (node as Record<string | number, unknown>)[k], doc) as Record<string | number, unknown>;
        const last = path[path.length - 1]!;
        if (kind === 'set') parent[last] = value;
        else if (kind === 'delete') delete parent[last];
        else if (kind === 'wrap') parent[last] = [parent[last]];
        else if (parent[last] && typeof parent[last] === 'object' && !Array.isArray(parent[last])) Object.defineProperty(parent[last], key, { value, enumerable: true, writable: true, configurable: true });
        else if (Array.isArray(parent[last])) (parent[last] as unknown[]).push(value);
      }
      return doc;
    });
}
