import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** One request on its own connection to 127.0.0.1, given up after timeoutMs. */
export function request(port: number, target: string, { method = 'GET', headers = {}, timeoutMs = 10_000 }: { method?: string; headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method, headers: { host: 'localhost', ...headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${target}: no answer in ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}
