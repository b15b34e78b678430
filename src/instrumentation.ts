/** Runs once when a server process starts (Next's instrumentation hook). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { missingOriginsWarning } = await import('./lib/site-origin');
  const { log } = await import('./lib/log');
  const warning = missingOriginsWarning();
  if (warning) log('warn', warning);
  // Changes made by other processes (the CLI import, other instances) expire this process's cached pages.
  const { startChangeFeed } = await import('./content/change-feed');
  startChangeFeed();
}
