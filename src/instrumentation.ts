import type { Instrumentation } from 'next';

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
  // Sign-in half configured (a client id without its secret or key) is a configuration error too.
  const { providerConfigProblems } = await import('./features/accounts/server/providers.server');
  const problems = providerConfigProblems();
  if (problems.length > 0) {
    console.error(`Invalid sign-in configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
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
  // Mail and text messages wait in their outbox tables until this process's sender (or another instance's) delivers them (src/features/delivery).
  const [{ startDeliverySender }, { mailChannel }, { smsChannelFromEnv }] = await Promise.all([
    import('./features/delivery/sender.server'),
    import('./features/mail/mail.server'),
    import('./features/savings/server/sms.server'),
  ]);
  const { SMTP_URL, MAIL_FROM } = env();
  startDeliverySender(getDb, [mailChannel({ smtpUrl: SMTP_URL, from: MAIL_FROM }), smsChannelFromEnv()]);
  // Members' weekly digests of the topics they follow, checked hourly (src/features/accounts/server/digest.server.ts).
  const [{ startDigestSchedule }, { keys }] = await Promise.all([import('./features/accounts/server/digest.server'), import('./features/newsletter/server/context.server')]);
  startDigestSchedule(getDb, { smtpUrl: SMTP_URL, from: MAIL_FROM }, async (db) => (await keys(db)).tokens);
  // The newsroom's scheduled publishes and unpublishes, checked every 15 s (src/publishing/lifecycle/schedule.server.ts).
  const { startNewsroomSchedule } = await import('./publishing/lifecycle/schedule.server');
  startNewsroomSchedule(getDb);
  // apiError's 5xx answers are recorded in error_reports (src/lib/server-errors.ts; docs/architecture.md, Operating).
  const { startErrorReports } = await import('./features/errors/server/error-reports.server');
  startErrorReports(getDb);
  // wellread_ready and wellread_ready_check in the metrics, refreshed every 15 s even when nothing polls /readyz.
  const { startReadinessGauge } = await import('./features/ops/server/readiness.server');
  startReadinessGauge();
  // /ops's server health without Prometheus (or while it does not answer): this process's own samples, every 15 s.
  const { startServerHealthSampler } = await import('./features/ops/server/server-health/process.server');
  startServerHealthSampler();
}

type RequestErrorArgs = Parameters<Instrumentation.onRequestError>;

/**
 * Next calls this for an error thrown while rendering a page or running a route handler, a server
 * action or the proxy: it goes to error_reports with the route pattern (context.routePath), never
 * the requested path with its query. Recording never throws.
 */
export async function onRequestError(error: unknown, request: RequestErrorArgs[1], context: RequestErrorArgs[2]): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  try {
    const [{ recordRequestError }, { getDb }] = await Promise.all([import('./features/errors/server/error-reports.server'), import('./db/client.server')]);
    await recordRequestError(getDb, error, { request, context });
  } catch {
    // Next has logged the error itself; recording it is best effort.
  }
}
