/** Request bodies for the body-limit and fuzz tests: lazily produced streams that count what was pulled. */

export interface CountingStream {
  stream: ReadableStream<Uint8Array>;
  /** Bytes handed to the reader so far. */
  pulled: () => number;
  cancelled: () => boolean;
}

/** A body of totalBytes produced chunkSize at a time only when the reader asks (nothing is allocated up front). */
export function lazyBody(totalBytes: number, chunkSize = 64 * 1024, fill = 0x61): CountingStream {
  let pulled = 0;
  let cancelled = false;
  const chunk = new Uint8Array(chunkSize).fill(fill);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const size = Math.min(chunkSize, totalBytes - pulled);
        if (size <= 0) return controller.close();
        pulled += size;
        // A fresh view each time, so a reader that keeps chunks really holds memory.
        controller.enqueue(size === chunkSize ? chunk.slice() : chunk.slice(0, size));
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled, cancelled: () => cancelled };
}

/** The given bytes as a stream of the given chunk sizes (the rest in one last chunk): a chunked upload. */
export function chunkedBody(bytes: Uint8Array, sizes: number[]): ReadableStream<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let offset = 0;
  for (const size of sizes) {
    if (offset >= bytes.length) break;
    chunks.push(bytes.slice(offset, offset + Math.max(1, size)));
    offset += Math.max(1, size);
  }
  if (offset < bytes.length) chunks.push(bytes.slice(offset));
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

/** A streamed POST (no Content-Length, as with Transfer-Encoding: chunked). */
export function streamedRequest(url: string, body: ReadableStream<Uint8Array>, init: { method?: string; headers?: HeadersInit } = {}): Request {
  return new Request(url, { method: init.method ?? 'POST', headers: init.headers, body, duplex: 'half' } as RequestInit);
}

/** A nested array `depth` levels deep, built as text (building the value itself would take as deep a stack to stringify). */
export const deepArrayJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
