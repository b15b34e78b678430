import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import type { ServerHealth } from '../../server-health/types';
import { processHealth } from './process.server';
import { prometheusHealth, prometheusLabel } from './prometheus.server';

export type { ServerHealth } from '../../server-health/types';

/**
 * The server health panel's figures (/ops): from Prometheus over every instance when
 * PROMETHEUS_URL is set and it answers within 2 s; otherwise (and when it does not answer, which
 * the note says) from this process's own samples. Never throws.
 */
export async function serverHealth({ prometheusUrl = env().PROMETHEUS_URL, fetchImpl }: { prometheusUrl?: string; fetchImpl?: typeof fetch } = {}): Promise<ServerHealth> {
  if (prometheusUrl) {
    try {
      return await prometheusHealth(prometheusUrl, fetchImpl ? { fetchImpl } : {});
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log('warn', 'server health: Prometheus did not answer, showing this process only', { prometheus: prometheusLabel(prometheusUrl), error: reason });
      const own = await processHealth();
      return { ...own, sourceNote: `Prometheus at ${prometheusLabel(prometheusUrl)} did not answer (${reason}). ${own.sourceNote}` };
    }
  }
  return processHealth();
}
