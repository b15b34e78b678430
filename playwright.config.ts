import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const idpPort = port + 90;

function surveyShownCookies() {
  const expires = Math.floor(Date.now() / 1000) + 7 * 86400;
  return ['localhost', 'psy.localhost'].map((domain) => ({
    name: 'hl_survey',
    value: 'e2e',
    domain,
    path: '/',
    expires,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  }));
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // On CI a browser test that fails gets one more try: a rare timing blip in one of ~700 tests
  // should not refuse a change. It still counts as passed only as "flaky", and the CI's summary names
  // it ("Passed only on retry"), so it is mended rather than hidden. Locally there are no retries.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Every test starts as a reader who saw the satisfaction survey this week, so its panel never
    // covers what other tests click; tests/e2e/survey.spec.ts starts without it.
    storageState: { cookies: surveyShownCookies(), origins: [] },
    browserName: 'chromium',
    launchOptions: {
      // scripts/e2e.mjs picks it: Debian's chromium-headless-shell when installed (decision 012).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      // The local OpenID provider members sign in through (scripts/local-idp), on its own port for the tests.
      command: 'node scripts/local-idp/run.mjs',
      url: `http://localhost:${idpPort}/google/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { LOCAL_IDP_PORT: String(idpPort), LOCAL_IDP_KEYS_FILE: '.test-results/local-idp-keys.json' },
    },
    {
      command: 'node scripts/server.mjs',
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        PORT: String(port),
        SQLITE_PATH: process.env.E2E_SQLITE_PATH ?? '.test-results/e2e.db',
        // scripts/e2e.mjs sets E2E_DATABASE_URL for a run on PostgreSQL; empty: the SQLite file above.
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        CONTENT_API_TOKEN: 'e2e-content-token-0123456789abcdef',
        LOG_LEVEL: 'error',
        OPERATOR_TOKEN: 'e2e-operator-token-0123456789',
        // Every browser test comes from 127.0.0.1: the whole suite's analytics must fit its limits.
        ANALYTICS_EVENTS_PER_ADDRESS: '1000000',
        METRICS_PER_ADDRESS: '1000000',
        AUDIENCES_PER_ADDRESS: '1000000',
        LOCAL_IDP_ORIGIN: `http://localhost:${idpPort}`,
      },
    },
  ],
});
