import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The serving tests run Debian's nginx against fake app instances: `npm run test:serving`.
// They are not part of `npm test`; deploy/nginx/process.mjs (findNginx) says what to install.
export default defineConfig({
  resolve: base.resolve,
  test: {
    include: ['tests/serving/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
