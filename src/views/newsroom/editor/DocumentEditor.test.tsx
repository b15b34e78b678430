// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubDialog } from '@tests/support/dialog';
import { articleEnvelopeSchema } from '@/content/article-schema';
import { DocumentEditor } from './DocumentEditor.client';
import { testWidgets } from './test-widget-schemas';

const article = z.toJSONSchema(articleEnvelopeSchema.omit({ body: true }), { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
const document_ = {
  documentType: 'article',
  site: 'healthline',
  canonicalPath: '/sleep/naps',
  title: 'Naps',
  description: 'Short sleeps.',
  datePublished: '2025-01-01',
  authors: [{ name: 'Ana' }],
  body: [
    { widgetFormat: 'faq', items: [{ question: '', answer: '<p>A</p>' }] },
    { widgetFormat: 'divider' },
  ],
};
const state = (headRevision: number) => ({ id: 'doc-1', site: 'healthline', documentType: 'article', key: '/sleep/naps', liveKey: null, title: 'Naps', status: 'draft', category: null, authorEmail: null, reviewerEmail: null, headRevision, liveRevision: null, approvedRevision: null, approvedBy: null, approvedAt: null, publishAt: null, unpublishAt: null, nextReviewDue: null, publishedAt: null, createdAt: '', updatedAt: '' });
const can = { 'newsroom.view': true, 'document.edit': true, 'document.submit': true, 'document.publish': true, 'review.comment': true, 'preview.share': true };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

beforeEach(() => {
  stubDialog();
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/newsroom/schemas') return json(200, { documents: { article }, widgets: testWidgets });
    if (url === '/api/newsroom/documents/doc-1' && method === 'GET') return json(200, { state: state(4), document: document_, issues: [{ path: 'body[0].items[0].question', message: 'must not be empty' }], warnings: [], checks: [], comments: [{ id: 1, revision: 4, block: 'body[1]', kind: 'comment', body: 'Why a divider here?', authorEmail: 'r@x', authorLabel: 'Rae', createdAt: '2025-01-01T10:00:00Z', resolvedAt: null }], previewLinks: [], can });
    if (url === '/api/newsroom/documents/doc-1' && method === 'PUT') return json(200, { state: state(5), issues: [], checks: [] });
    if (url.endsWith('/actions')) return json(422, { error: { code: 'checks_failed', message: 'The document cannot be published yet.', issues: [{ path: 'title', message: 'must not be empty' }] } });
    return json(404, { error: { code: 'not_found', message: 'nothing here', issues: [] } });
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the document editor', () => {
  it('opens a document: its fields, its blocks with their problems and comments, its status and preview', async () => {
    render(<DocumentEditor id="doc-1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Naps' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Naps');
    const body = screen.getByRole('list', { name: 'Body' });
    const blocks = Array.from(body.children) as HTMLElement[];
    expect(blocks).toHaveLength(2);
    expect(within(blocks[0]!).getByText('1 problem')).toBeTruthy();
    expect(within(blocks[1]!).getByText('Why a divider here?')).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getAllByTitle(/Preview at (phone|desktop) width/)).toHaveLength(2);
    // Opening the block shows the server's message beside its field, and changes nothing.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(blocks[0]!).getByRole('button', { expanded: false }));
    await waitFor(() => expect(document.getElementById(`${blocks[0]!.id.replace('block-', '')}.items.0.question__error`)?.textContent).toContain('must not be empty'));
    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(calls('PUT')).toHaveLength(0);
    expect(screen.getByText('No changes yet')).toBeTruthy();
  });

  it('adds a block from the picker, moves and removes it with undo, and autosaves the body 3 s later', async () => {
    render(<DocumentEditor id="doc-1" />);
    await screen.findByRole('heading', { level: 1, name: 'Naps' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bodySection = screen.getByRole('region', { name: 'Body' });
    fireEvent.click(within(bodySection).getByRole('button', { name: 'Add block at the end of Body' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a block' });
    const search = within(dialog).getByRole('combobox', { name: 'Search block types' });
    fireEvent.change(search, { target: { value: 'group' } });
    expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining('group')]);
    fireEvent.keyDown(search, { key: 'Enter' });
    const body = screen.getByRole('list', { name: 'Body' });
    await waitFor(() => expect(body.children).toHaveLength(3));
    fireEvent.click(within(body).getByRole('button', { name: /^Move up: group, block 3 of 3/ }));
    fireEvent.click(within(body).getByRole('button', { name: /^Remove: divider, block 3 of 3/ }));
    expect(body.children).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(body.children).toHaveLength(3);
    expect(calls('PUT')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(calls('PUT')).toHaveLength(1);
    const sent = JSON.parse(String(calls('PUT')[0]![1]!.body));
    expect(sent.baseRevision).toBe(4);
    expect(sent.autosave).toBe(true);
    expect(sent.document.body.map((n: { widgetFormat: string }) => n.widgetFormat)).toEqual(['faq', 'group', 'divider']);
    expect(sent.document.body[1]).toEqual({ widgetFormat: 'group', children: [] });
    await waitFor(() => expect(screen.getByText(/^Saved at/)).toBeTruthy());
  });

  it('shows a refused action in an error summary that takes focus and links to the field', async () => {
    render(<DocumentEditor id="doc-1" />);
    await screen.findByRole('heading', { level: 1, name: 'Naps' });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('The document cannot be published yet.');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    fireEvent.click(within(summary).getByRole('link', { name: 'title: must not be empty' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('envelope.title'));
  });

  it('on a conflict names who saved and when, keeps the text, and loads their version with ours kept as a copy', async () => {
    const base = fetchMock.getMockImplementation()!;
    let opened = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const method = init?.method ?? 'GET';
      if (String(input) === '/api/newsroom/documents/doc-1' && method === 'PUT') return json(409, { error: { code: 'conflict', message: 'Ana saved first', issues: [], headRevision: 5, author: 'Ana Alvarez', at: '2025-03-01T10:41:00Z' } });
      if (String(input) === '/api/newsroom/documents/doc-1' && method === 'GET' && ++opened > 1) return json(200, { state: state(5), document: { ...document_, title: 'Naps, theirs' }, issues: [], warnings: [], checks: [], comments: [], previewLinks: [], can });
      return base(input, init);
    });
    render(<DocumentEditor id="doc-1" />);
    await screen.findByRole('heading', { level: 1, name: 'Naps' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Naps, mine' } });
    await act(() => vi.advanceTimersByTimeAsync(3100));
    const notice = await screen.findByRole('region', { name: 'Someone else saved this document while you were editing' });
    expect(notice.textContent).toContain('Ana Alvarez saved a newer version (revision 5)');
    expect(screen.getByText('Not saved: Ana Alvarez saved a newer version')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Naps, mine');
    expect(JSON.parse(localStorage.getItem('wellread.newsroom.draft.doc-1')!).document.title).toBe('Naps, mine');
    fireEvent.click(within(notice).getByRole('button', { name: /Load their version/ }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Naps, theirs'));
    const copy = screen.getByRole('region', { name: /Your changes from .*, as a copy/ });
    expect((within(copy).getByRole('textbox') as HTMLTextAreaElement).value).toContain('Naps, mine');
    expect(localStorage.getItem('wellread.newsroom.draft.doc-1')).toBeNull();
  });

  it('offers to restore changes a closed tab left in this browser', async () => {
    localStorage.setItem('wellread.newsroom.draft.doc-1', JSON.stringify({ baseRevision: 4, savedAt: '2025-03-01T10:40:00Z', document: { ...document_, title: 'Naps, unsaved' } }));
    render(<DocumentEditor id="doc-1" />);
    const notice = await screen.findByRole('region', { name: 'Unsaved changes were found in this browser' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Restore my unsaved changes' }));
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Naps, unsaved');
    expect(screen.getByText('Changes not saved yet')).toBeTruthy();
  });
});
