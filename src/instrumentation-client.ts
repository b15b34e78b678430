import { config } from 'zod/v4/core';

/**
 * Runs in the browser before the app hydrates (Next's client instrumentation hook), so before any
 * schema is built: Zod's JIT compiles parsers with new Function(), which the page's strict CSP
 * forbids (decision 007), and even its feature test reports a violation. Without JIT it parses
 * the same, a little slower.
 */
config({ jitless: true });
