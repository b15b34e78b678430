/**
 * The server health panel's figures (/ops, issue 29), from Prometheus over every instance it
 * scrapes or, without it, from this process's own metrics (src/features/ops/server/server-health/).
 */
export type ServerHealthSource = 'prometheus' | 'process';

export interface RouteHealth {
  /** The route pattern of wellread_http_requests_total ("/[...path]", "/api/search/suggest"…), never a path. */
  route: string;
  method?: string;
  requestsPerSecond: number;
  /** Share of the route's answers with a 5xx status, 0 to 1. */
  errorRatio: number;
  /** 99th percentile of the time to answer, interpolated in the histogram's buckets; null without answers sent in full. */
  p99Seconds: number | null;
}

export interface InstanceHealth {
  /** Prometheus's instance label (host:port), or "this process (pid N)". */
  instance: string;
  /** wellread_ready as last set (GET /readyz, or every 15 s); null: no figure (an instance Prometheus no longer reaches, or not checked yet). */
  ready: boolean | null;
  /** Whether Prometheus still reaches the instance (false: seen in the window, gone from the last scrape). */
  answering: boolean;
  /** The readiness checks failing (wellread_ready_check == 0): database, migrations, redis, draining. */
  failingChecks: string[];
  /** wellread_redis_up; null: REDIS_URL is not set (no gauge). */
  redisUp: boolean | null;
  /** The PostgreSQL pool (wellread_db_pool_connections); null on SQLite (no pool). */
  pool: { inUse: number; waiting: number; size: number } | null;
  /** p99 of the event-loop delay over the last interval measured (a scrape, or 15 s here). */
  eventLoopLagP99Seconds: number | null;
  residentMemoryBytes: number | null;
}

export interface RefusedHealth {
  /** 'analytics': wellread_analytics_refused_total; 'rate-limit': wellread_rate_limit_refusals_total. */
  kind: 'analytics' | 'rate-limit';
  /** "events: rate_limit" (endpoint: reason) or the limit's name ("newsletter:ip"). */
  name: string;
  /** Refused in the window. */
  count: number;
}

export interface ServerHealth {
  source: ServerHealthSource;
  /** Where the figures come from and over what time, in words ("Prometheus at http://…, the last minute"). */
  sourceNote: string;
  /** The time the rates and counts cover, in seconds. */
  windowSeconds: number;
  /** The busiest routes first, at most routesShown. */
  routes: RouteHealth[];
  instances: InstanceHealth[];
  /** Non-zero only, most first. */
  refused: RefusedHealth[];
}

export const routesShown = 20;
/** The thresholds of deploy/prometheus/alerts.yml (WellreadHighErrorRate, WellreadSlowRoute), shown as words beside the figures. */
export const highErrorRatio = 0.02;
export const slowP99Seconds = 2;
