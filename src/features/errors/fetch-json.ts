import { increment } from '@/features/analytics/metrics';
import { reportError } from '@/features/errors/reporter';
import { errorLoggedHeader } from '@/lib/error-logged';

/**
 * Spec (site shell 7, Generic JSON fetch helper; 8): relative paths get the API prefix, query
 * parameters are added, JSON goes out and is asked for, credentials are omitted unless asked for.
 * Status 400 or above throws FetchError 'Fetch failure: {path} {status}' carrying status, url and
 * the server's data, and counts ui.fetch.error; it is reported to error reporting only for a 5xx
 * the server did not already log (apiError marks those with x-error-logged: 1).
 */
export const fetchErrorMetric = 'ui.fetch.error';

export class FetchError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly url: string,
    readonly data: unknown,
    readonly serverLogged: boolean,
  ) {
    super(`Fetch failure: ${path} ${status}`);
    this.name = 'FetchError';
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface FetchJsonOptions {
  query?: Record<string, QueryValue | QueryValue[]>;
  method?: string;
  body?: unknown;
  credentials?: RequestCredentials;
  /** Prefix for relative paths (not starting with '/' or a scheme). */
  prefix?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** 'suggest' -> '/api/suggest'; '/v2/t' and 'https://…' stay as they are. */
export function resolvePath(path: string, prefix = '/api'): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('/')) return path;
  return `${prefix.replace(/\/+$/, '')}/${path}`;
}

export function withQuery(path: string, query: FetchJsonOptions['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null) params.append(key, String(item));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

async function readData(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function fetchJson<T = unknown>(path: string, options: FetchJsonOptions = {}): Promise<T> {
  const { query, method, body, credentials = 'omit', prefix = '/api', signal, headers = {} } = options;
  const url = withQuery(resolvePath(path, prefix), query);
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method: method ?? (hasBody ? 'POST' : 'GET'),
    credentials,
    signal,
    headers: { accept: 'application/json', ...(hasBody ? { 'content-type': 'application/json' } : {}), ...headers },
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  const data = await readData(response);
  if (response.status >= 400) {
    const error = new FetchError(path, response.status, url, data, response.headers.get(errorLoggedHeader) === '1');
    increment(fetchErrorMetric, { status: String(response.status) });
    if (error.status >= 500 && !error.serverLogged) reportError(error, 'fetch', { status: String(error.status) });
    throw error;
  }
  return data as T;
}
