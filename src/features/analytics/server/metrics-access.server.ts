import 'server-only';
import { isLoopbackAddress } from '@/features/mail/outbox.server';
import { sameSecret } from '@/lib/secrets.server';

export type MetricsAccess = { ok: true } | { ok: false; status: 401 | 403 | 404; code: string; message: string };

/**
 * Who may read GET /api/metrics. With METRICS_TOKEN set: a request with `Authorization: Bearer
 * <token>` (401 without one, 403 with a wrong one), from anywhere. Without a token: only requests
 * from this machine (the connection's address, not a header), others get 404.
 */
export function metricsReadAccess(settings: { token: string }, authorization: string | null, peerAddress: string | null): MetricsAccess {
  if (!settings.token) {
    return isLoopbackAddress(peerAddress) ? { ok: true } : { ok: false, status: 404, code: 'not_found', message: 'Not found.' };
  }
  const match = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
  if (!match) return { ok: false, status: 401, code: 'unauthorized', message: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.' };
  return sameSecret(match[1]!.trim(), settings.token) ? { ok: true } : { ok: false, status: 403, code: 'forbidden', message: 'The metrics token is not valid.' };
}
