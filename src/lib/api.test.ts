import { describe, expect, it } from 'vitest';
import { readJsonBody } from '@/lib/api';

const url = 'http://localhost:3000/api/survey';

/** A POST whose body stream records whether anything pulled from it. */
function post(headers: Record<string, string>, text = '{"score":4}') {
  let pulled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled = true;
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  }, { highWaterMark: 0 });
  const request = new Request(url, { method: 'POST', headers: { host: 'localhost:3000', ...headers }, body, duplex: 'half' } as RequestInit);
  return { request, pulled: () => pulled };
}

async function refusal(headers: Record<string, string>) {
  const sent = post(headers);
  const read = await readJsonBody(sent.request, 4096);
  if (read.ok) return { status: 200, code: '', cacheControl: null, pulled: sent.pulled() };
  const { error } = (await read.response.json()) as { error: { code: string } };
  return { status: read.response.status, code: error.code, cacheControl: read.response.headers.get('cache-control'), pulled: sent.pulled() };
}

describe('readJsonBody: only our own pages, only application/json', () => {
  it('reads a same-origin call, and one without Sec-Fetch-Site (curl, a server)', async () => {
    const ours: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      { 'sec-fetch-site': 'none', 'content-type': 'application/json' },
      { 'content-type': 'application/json; charset=UTF-8' },
      { 'content-type': 'Application/JSON', origin: 'http://localhost:3000' },
    ];
    for (const headers of ours) {
      expect(await readJsonBody(post(headers).request, 4096), JSON.stringify(headers)).toEqual({ ok: true, body: { score: 4 } });
    }
  });

  it('refuses a page of another site with 403 cross_site, uncached, before reading the body', async () => {
    const forged: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain;charset=UTF-8' },
      // A sibling subdomain (in production, perhaps our other site) never posts to this origin either.
      { 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
      // A browser without Sec-Fetch-Site: its Origin names another host.
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      { origin: 'null', 'content-type': 'application/json' },
    ];
    for (const headers of forged) {
      expect(await refusal(headers), JSON.stringify(headers)).toEqual({ status: 403, code: 'cross_site', cacheControl: 'no-store', pulled: false });
    }
  });

  it('refuses a body not sent as application/json with 415, before reading it', async () => {
    // The first three are what a page of another site can send without a CORS preflight (a form, a beacon, fetch no-cors).
    for (const type of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/octet-stream', 'application/jsonp', 'text/json', '']) {
      const headers = { 'sec-fetch-site': 'same-origin', ...(type ? { 'content-type': type } : {}) };
      expect(await refusal(headers), type).toEqual({ status: 415, code: 'unsupported_media_type', cacheControl: 'no-store', pulled: false });
    }
  });
});
