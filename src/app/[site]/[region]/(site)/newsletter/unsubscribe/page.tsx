import type { Metadata } from 'next';
import { getDb } from '@/db/client.server';
import { LinkOutcome } from '@/features/newsletter/components/LinkOutcome';
import { pickOutcome, unsubscribeOutcome } from '@/features/newsletter/link-messages';
import { keys } from '@/features/newsletter/server/context.server';
import { inspectUnsubscribeToken } from '@/features/newsletter/server/subscribers.server';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false, follow: false } };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function UnsubscribePage({ searchParams }: Props) {
  const params = await searchParams;
  const token = typeof params.token === 'string' ? params.token : '';
  const result = pickOutcome(params.result, ['unsubscribed', 'used', 'expired', 'invalid'] as const);
  if (result) return <LinkOutcome {...unsubscribeOutcome(result, token)} />;
  const db = await getDb();
  const state = token ? await inspectUnsubscribeToken(db, token, (await keys(db)).tokens) : 'invalid';
  return <LinkOutcome {...unsubscribeOutcome(state, token)} />;
}
