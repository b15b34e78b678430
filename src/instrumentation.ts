/** Runs once when a server process starts (Next's instrumentation hook). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // A misconfigured server stops at start with the reason, rather than answering 500 to every request
  // (Next logs a failed instrumentation hook and serves on).
  const { env } = await import('./lib/env');
  try {
    env();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const { missingOriginsWarning } = await import('./lib/site-origin');
  const { log } = await import('./lib/log');
  const warning = missingOriginsWarning();
  if (warning) log('warn', warning);
  // Changes made by other processes (the CLI import, other instances) expire this process's cached pages.
  const { startChangeFeed } = await import('./content/change-feed');
  startChangeFeed();
  // The retention purge (docs/privacy.md) runs in every server process, on the process's own connection.
  const [{ startRetentionSchedule }, { getDb }] = await Promise.all([import('./features/retention/schedule'), import('./db/client.server')]);
  startRetentionSchedule(getDb);
  // wellread_ready and wellread_ready_check in the metrics, refreshed every 15 s even when nothing polls /readyz.
  const { startReadinessGauge } = await import('./features/ops/server/readiness.server');
  startReadinessGauge();
}
