import { describe, expect, it } from 'vitest';
import { readFormBody, readJsonBody } from '@/lib/api';
import { jsonDepthExceeds, maxJsonDepth } from '@/lib/json-depth';
import { validateDocument } from '@/publishing/validate';
import { validArticle } from '@tests/support/documents';
import { chunkedBody, deepArrayJson, lazyBody, streamedRequest } from './streams';

const url = 'http://localhost:3000/api/test';
const jsonType = { 'content-type': 'application/json' };
const MB = 1024 * 1024;
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

describe('readJsonBody: a streamed body is cut off at the cap', () => {
  it('answers a 100 MB chunked body without Content-Length with 413 after reading little more than the cap, and cancels the stream', async () => {
    const body = lazyBody(100 * MB);
    const started = Date.now();
    const read = await readJsonBody(streamedRequest(url, body.stream, { headers: jsonType }), 4096);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.response.status).toBe(413);
    expect(await errorOf(read.response)).toMatchObject({ code: 'payload_too_large', message: 'Request body must be at most 4096 bytes.' });
    // Before the fix the whole 100 MB was buffered; now at most the cap plus a chunk or two is pulled.
    expect(body.pulled()).toBeLessThanOrEqual(4096 + 2 * 64 * 1024);
    expect(body.cancelled()).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('still refuses a declared Content-Length over the cap without reading anything', async () => {
    const body = lazyBody(10 * MB);
    const read = await readJsonBody(streamedRequest(url, body.stream, { headers: { ...jsonType, 'content-length': String(10 * MB) } }), 4096);
    expect(read.ok ? 0 : read.response.status).toBe(413);
    expect(body.pulled()).toBe(0);
  });

  it('refuses a body that lies in Content-Length and sends more', async () => {
    const body = lazyBody(1 * MB, 1024);
    const read = await readJsonBody(streamedRequest(url, body.stream, { headers: { ...jsonType, 'content-length': '10' } }), 4096);
    expect(read.ok ? 0 : read.response.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(4096 + 2 * 1024);
  });

  it('accepts a body of exactly the cap delivered in many small chunks', async () => {
    const text = JSON.stringify({ s: 'x'.repeat(4096 - 8) });
    expect(text.length).toBe(4096);
    const bytes = new TextEncoder().encode(text);
    const read = await readJsonBody(streamedRequest(url, chunkedBody(bytes, Array(200).fill(7)), { headers: jsonType }), 4096);
    expect(read).toEqual({ ok: true, body: { s: 'x'.repeat(4088) } });
  });

  it('answers a stream that fails mid-body with 400, not a throw', async () => {
    let sent = false;
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return controller.error(new Error('connection reset'));
        sent = true;
        controller.enqueue(new Uint8Array([0x7b]));
      },
    });
    const read = await readJsonBody(streamedRequest(url, failing, { headers: jsonType }), 4096);
    expect(read.ok ? 0 : read.response.status).toBe(400);
  });

  it('answers invalid JSON and an empty body with 400 invalid_json', async () => {
    for (const body of ['{', '', 'undefined', '\u0000']) {
      const read = await readJsonBody(new Request(url, { method: 'POST', headers: jsonType, body }), 4096);
      expect(read.ok).toBe(false);
      if (!read.ok) expect([read.response.status, (await errorOf(read.response)).code]).toEqual([400, 'invalid_json']);
    }
  });
});

describe('readJsonBody: nesting depth', () => {
  it('answers a 10,000-deep array with 400 naming the limit', async () => {
    const read = await readJsonBody(new Request(url, { method: 'POST', headers: jsonType, body: `{"a":${deepArrayJson(10_000)}}` }), 1 * MB);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.response.status).toBe(400);
    expect(await errorOf(read.response)).toEqual({ code: 'too_deep', message: `Request body must not nest objects and arrays more than ${maxJsonDepth} levels deep.`, issues: [] });
  });

  it('accepts exactly the limit and refuses one more', async () => {
    const at = await readJsonBody(new Request(url, { method: 'POST', headers: jsonType, body: deepArrayJson(maxJsonDepth) }), 1 * MB);
    const over = await readJsonBody(new Request(url, { method: 'POST', headers: jsonType, body: deepArrayJson(maxJsonDepth + 1) }), 1 * MB);
    expect(at.ok).toBe(true);
    expect(over.ok ? 0 : over.response.status).toBe(400);
    const custom = await readJsonBody(new Request(url, { method: 'POST', headers: jsonType, body: '[[[1]]]' }), 100, 2);
    expect(custom.ok).toBe(false);
  });
});

describe('jsonDepthExceeds', () => {
  it('counts objects and arrays, not scalars, without recursion', () => {
    expect(jsonDepthExceeds(1, 0)).toBe(false);
    expect(jsonDepthExceeds([], 0)).toBe(true);
    expect(jsonDepthExceeds({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(jsonDepthExceeds({ a: [{ b: {} }] }, 3)).toBe(true);
    expect(jsonDepthExceeds(JSON.parse(deepArrayJson(1_000_000)), 64)).toBe(true);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(jsonDepthExceeds(cycle, 64)).toBe(true);
  });
});

describe('validateDocument: nesting depth (content API and CLI import)', () => {
  it('refuses a 10,000-deep array inside an unknown widget with an error, rather than overflowing the stack later', () => {
    const text = JSON.stringify(validArticle({ body: [{ widgetFormat: 'future-widget', data: 0 }] })).replace('"data":0', `"data":${deepArrayJson(10_000)}`);
    const result = validateDocument(JSON.parse(text));
    expect(result).toEqual({ ok: false, errors: [{ path: '(document)', message: `a document may nest objects and arrays at most ${maxJsonDepth} levels deep` }], warnings: [] });
  });

  it('keeps an unknown widget with ordinary nesting, with a warning', () => {
    const result = validateDocument(validArticle({ body: [{ widgetFormat: 'future-widget', data: [[[{ a: 1 }]]] }] }));
    expect(result.ok).toBe(true);
    // The body's one warning; the fixture's written-out authors warn too (the old format), elsewhere.
    expect(result.warnings.filter((w) => w.path.startsWith('body'))).toHaveLength(1);
  });
});

describe('readFormBody', () => {
  const form = (body: BodyInit, type = 'application/x-www-form-urlencoded') => new Request(url, { method: 'POST', headers: { 'content-type': type }, body });

  it('parses an urlencoded form', async () => {
    const read = await readFormBody(form('choice=accept-all&x=%20y'), 1024);
    expect(read.ok && Object.fromEntries(read.form)).toEqual({ choice: 'accept-all', x: ' y' });
  });

  it('parses the text fields of a multipart form from the bounded bytes', async () => {
    const data = new FormData();
    data.set('token', 'abc');
    data.set('file', new Blob(['binary']), 'f.bin');
    const request = new Request(url, { method: 'POST', body: data });
    const read = await readFormBody(request, 4096);
    expect(read.ok && Object.fromEntries(read.form)).toEqual({ token: 'abc' });
  });

  it('gives no fields for another content type or a broken multipart body', async () => {
    const json = await readFormBody(form('{"choice":"accept-all"}', 'application/json'), 1024);
    expect(json.ok && [...json.form]).toEqual([]);
    const broken = await readFormBody(form('--x\r\nnonsense', 'multipart/form-data; boundary=x'), 1024);
    expect(broken.ok && [...broken.form]).toEqual([]);
  });

  it('answers an oversized chunked form with 413 after reading little more than the cap', async () => {
    const body = lazyBody(100 * MB, 16 * 1024);
    const read = await readFormBody(streamedRequest(url, body.stream, { headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 4096);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.response.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(4096 + 2 * 16 * 1024);
    expect(body.cancelled()).toBe(true);
  });
});
