import type { Metadata } from 'next';
import { DocumentEditor } from '@/views/newsroom/editor/DocumentEditor.client';
import { newsroomPage } from '@/views/newsroom/gate.server';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Edit document', robots: { index: false, follow: false } };

/** The document editor: only the signed-in check runs here; the document comes from the newsroom API in the browser. */
export default async function DocumentEditorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await newsroomPage(`/newsroom/documents/${encodeURIComponent(id)}`);
  return <DocumentEditor id={id} />;
}
