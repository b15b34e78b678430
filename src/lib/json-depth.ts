/** How deep a request body or content document may nest (objects and arrays); far more than any real one needs. */
export const maxJsonDepth = 64;

/**
 * Whether value nests objects or arrays more than maxDepth levels deep (a scalar is depth 0, `[]`
 * and `{}` depth 1). Iterative, so a 10,000-deep array cannot overflow the stack here; validators,
 * JSON.stringify and tree walks run only on values that passed it.
 */
export function jsonDepthExceeds(value: unknown, maxDepth: number = maxJsonDepth): boolean {
  const stack: Array<{ value: object; depth: number }> = [];
  if (typeof value === 'object' && value !== null) stack.push({ value, depth: 1 });
  while (stack.length) {
    const { value: node, depth } = stack.pop()!;
    if (depth > maxDepth) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (typeof child === 'object' && child !== null) stack.push({ value: child as object, depth: depth + 1 });
    }
  }
  return false;
}
