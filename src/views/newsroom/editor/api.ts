import { FetchError, fetchJson } from '@/features/errors/fetch-json';
import type { DocumentAction, DocumentState, Issue, MediaItem, OpenAnswer, Refusal, Result, Reviewer, ReviewComment, SaveAnswer, SchemasAnswer } from './types';

/** The newsroom API the editor calls (same origin, with the staff session cookie). */

const base = (id: string) => `/api/newsroom/documents/${encodeURIComponent(id)}`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function issuesOf(value: unknown): Issue[] {
  return Array.isArray(value) ? value.filter((i): i is Issue => isObject(i) && typeof i.path === 'string' && typeof i.message === 'string') : [];
}

/** Any failure as a Refusal: `{ error: { code, message, issues, … } }`, or what went wrong on the way. */
export function refusalOf(error: unknown): Refusal {
  if (error instanceof FetchError) {
    const body = isObject(error.data) && isObject(error.data.error) ? error.data.error : {};
    return {
      status: error.status,
      code: typeof body.code === 'string' ? body.code : `http_${error.status}`,
      message: typeof body.message === 'string' ? body.message : `The server answered ${error.status}.`,
      issues: issuesOf(body.issues),
      ...(typeof body.headRevision === 'number' ? { headRevision: body.headRevision } : {}),
      ...(typeof body.author === 'string' ? { author: body.author } : {}),
      ...(typeof body.at === 'string' ? { at: body.at } : {}),
    };
  }
  return { status: 0, code: 'network', message: 'The server could not be reached. Check your connection.', issues: [] };
}

async function call<T>(path: string, options: { method?: string; body?: unknown; query?: Record<string, string> } = {}): Promise<Result<T>> {
  try {
    return { ok: true, data: await fetchJson<T>(path, { ...options, credentials: 'same-origin' }) };
  } catch (error) {
    return { ok: false, refusal: refusalOf(error) };
  }
}

export const api = {
  open: (id: string) => call<OpenAnswer>(base(id)),
  schemas: () => call<SchemasAnswer>('/api/newsroom/schemas'),
  save: (id: string, document: unknown, baseRevision: number, autosave = true) => call<SaveAnswer>(base(id), { method: 'PUT', body: { document, baseRevision, autosave } }),
  action: (id: string, action: DocumentAction, fields: Record<string, unknown> = {}) => call<{ state: DocumentState; warnings?: Issue[] }>(`${base(id)}/actions`, { method: 'POST', body: { action, ...fields } }),
  comments: (id: string) => call<{ comments: ReviewComment[] } | ReviewComment[]>(`${base(id)}/comments`),
  comment: (id: string, block: string | null, body: string) => call<ReviewComment | { comment: ReviewComment }>(`${base(id)}/comments`, { method: 'POST', body: { block, body } }),
  resolve: (id: string, commentId: number) => call<unknown>(`${base(id)}/comments/${commentId}/resolve`, { method: 'POST', body: {} }),
  previewLink: (id: string, hours: number) => call<{ url: string; expiresAt: string }>(`${base(id)}/preview-links`, { method: 'POST', body: { hours } }),
  reviewers: () => call<{ reviewers: Reviewer[] }>('/api/newsroom/staff/reviewers'),
  media: (q: string) => call<{ items: MediaItem[]; total: number }>('/api/newsroom/media', { query: { q } }),
};

/** Uploads a file to the media library: the raw bytes as the body, its name and alt text in the query. */
export async function uploadMedia(file: File, alt: string): Promise<Result<MediaItem>> {
  try {
    const query = new URLSearchParams({ fileName: file.name, alt });
    const response = await fetch(`/api/newsroom/media?${query}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': file.type || 'application/octet-stream', accept: 'application/json' },
      body: file,
    });
    const text = await response.text();
    const data: unknown = text ? JSON.parse(text) : null;
    if (!response.ok) return { ok: false, refusal: refusalOf(new FetchError('/api/newsroom/media', response.status, response.url, data, true)) };
    return { ok: true, data: data as MediaItem };
  } catch (error) {
    return { ok: false, refusal: refusalOf(error) };
  }
}

/** The comments list, whether the API answers a list or `{ comments }`. */
export const commentList = (value: { comments: ReviewComment[] } | ReviewComment[]): ReviewComment[] => (Array.isArray(value) ? value : value.comments);
