import type { z } from 'zod';

export interface ApiIssue {
  path: string;
  message: string;
}

/** The one error shape every API returns: { error: { code, message, issues } }. */
export function apiError(status: number, code: string, message: string, issues: ApiIssue[] = [], headers?: HeadersInit): Response {
  return Response.json({ error: { code, message, issues } }, { status, headers });
}

export function zodIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(body)', message: i.message }));
}

export class BodyError extends Error {
  constructor(
    readonly response: Response,
  ) {
    super('invalid request body');
  }
}

/** Reads a JSON body of at most maxBytes; throws BodyError carrying the 400/413 response otherwise. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new BodyError(apiError(413, 'payload_too_large', `Request body must be at most ${maxBytes} bytes.`));
  }
  const buffer = await request.arrayBuffer();
  if (buffer.byteLength > maxBytes) {
    throw new BodyError(apiError(413, 'payload_too_large', `Request body must be at most ${maxBytes} bytes.`));
  }
  const text = new TextDecoder().decode(buffer);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyError(apiError(400, 'invalid_json', 'Request body must be valid JSON.'));
  }
}
