import type { Metadata } from 'next';
import { getDb } from '@/db/client.server';
import { LinkOutcome } from '@/features/newsletter/components/LinkOutcome';
import { confirmOutcome, pickOutcome } from '@/features/newsletter/link-messages';
import { keys } from '@/features/newsletter/server/context.server';
import { confirmedLists, inspectConfirmToken } from '@/features/newsletter/server/subscribers.server';
import { pageContext } from '@/lib/page-key.server';
import { ReadNext } from '@/views/newsletter/ReadNext';
import { readNextArticles } from '@/views/newsletter/read-next.server';

export const metadata: Metadata = { title: 'Confirm your subscription', robots: { index: false, follow: false } };

interface Props {
  params: Promise<{ site: string; region: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The confirm link's page, rendered per request (it reads the token): the button while the link is
 * unused, else the outcome; once confirmed, what the reader signed up for and something to read now.
 */
export default async function ConfirmPage({ params, searchParams }: Props) {
  const { site } = await pageContext(params);
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : '';
  const db = await getDb();
  const tokenKey = (await keys(db)).tokens;
  const outcome = pickOutcome(query.result, ['confirmed', 'used', 'expired', 'invalid'] as const) ?? (token ? await inspectConfirmToken(db, token, tokenKey) : 'invalid');
  const lists = outcome === 'confirmed' && token ? await confirmedLists(db, token, tokenKey, site) : [];
  const readNext = outcome === 'confirmed' || outcome === 'used' ? await readNextArticles(site, lists) : [];
  return (
    <LinkOutcome {...confirmOutcome(outcome, token, lists)}>
      <ReadNext articles={readNext} />
    </LinkOutcome>
  );
}
