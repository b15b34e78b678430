import { vi } from 'vitest';
import type { GroupedPricing } from '@/features/savings/schema';

/** Test helper: a fetch stub that answers by path, and records every call. */

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function pricesAnswer(pricing: GroupedPricing): Response {
  return json({ data: [...pricing.allRetailers, ...pricing.independentPharmacies], pricing });
}

export function lookupAnswer(lat: number, long: number, zip = '10001'): Response {
  return json({ demographics: { ZipCode: zip, Latitude: lat, Longitude: long, City: 'New York', State: 'NY' }, errors: [] });
}

export type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

export function stubFetch(routes: Record<string, Handler>) {
  const calls: Array<{ url: URL; init?: RequestInit }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ url, init });
    const handler = routes[url.pathname];
    if (!handler) return json({ error: { code: 'not_found', message: url.pathname } }, 404);
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    /** The calls to one path, as path plus query. */
    to: (path: string) => calls.filter((c) => c.url.pathname === path).map((c) => `${c.url.pathname}${c.url.search}`),
  };
}
