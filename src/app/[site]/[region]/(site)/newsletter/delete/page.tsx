import type { Metadata } from 'next';
import { getDb } from '@/db/client.server';
import { LinkOutcome } from '@/features/newsletter/components/LinkOutcome';
import { deleteOutcome, pickOutcome } from '@/features/newsletter/link-messages';
import { keys } from '@/features/newsletter/server/context.server';
import { inspectDeleteToken } from '@/features/newsletter/server/subscribers.server';

export const metadata: Metadata = { title: 'Delete your newsletter data', robots: { index: false, follow: false } };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The mails' "Delete my data" link: shows a button that posts to /api/newsletter/delete; opening the link deletes nothing. */
export default async function DeleteDataPage({ searchParams }: Props) {
  const params = await searchParams;
  const token = typeof params.token === 'string' ? params.token : '';
  const result = pickOutcome(params.result, ['deleted', 'used', 'expired', 'invalid'] as const);
  if (result) return <LinkOutcome {...deleteOutcome(result, token)} />;
  const db = await getDb();
  const state = token ? await inspectDeleteToken(db, token, (await keys(db)).tokens) : 'invalid';
  return <LinkOutcome {...deleteOutcome(state, token)} />;
}
