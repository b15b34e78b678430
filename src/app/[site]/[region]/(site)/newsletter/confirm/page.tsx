import type { Metadata } from 'next';
import { getDb } from '@/db/client.server';
import { LinkOutcome } from '@/features/newsletter/components/LinkOutcome';
import { confirmOutcome, pickOutcome } from '@/features/newsletter/link-messages';
import { keys } from '@/features/newsletter/server/context.server';
import { inspectConfirmToken } from '@/features/newsletter/server/subscribers.server';

export const metadata: Metadata = { title: 'Confirm your subscription', robots: { index: false, follow: false } };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function ConfirmPage({ searchParams }: Props) {
  const params = await searchParams;
  const token = typeof params.token === 'string' ? params.token : '';
  const result = pickOutcome(params.result, ['confirmed', 'used', 'expired', 'invalid'] as const);
  if (result) return <LinkOutcome {...confirmOutcome(result, token)} />;
  const db = await getDb();
  const state = token ? await inspectConfirmToken(db, token, (await keys(db)).tokens) : 'invalid';
  return <LinkOutcome {...confirmOutcome(state, token)} />;
}
