import type { Metadata } from 'next';
import { getDb } from '@/db/client.server';
import { operatorCanSignOut, operatorGate } from '@/views/ops/OpsGate';
import { FeedbackView } from '@/views/ops/feedback/FeedbackView';
import { feedbackPageQuerySchema } from '@/features/ops/feedback-query';
import { rangeDays } from '@/features/ops/range';
import { feedbackReport } from '@/features/feedback/server/report.server';
import { surveyReport } from '@/features/survey/server/report.server';

export const metadata: Metadata = { title: 'Reader feedback · Operator dashboard', robots: { index: false, follow: false } };

/** "Was this helpful?" votes and reasons and the satisfaction survey's answers per article; protected like /ops, rendered per request. */
export default async function OpsFeedbackPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const gate = await operatorGate('/ops/feedback', params.signin);
  if (gate) return gate;
  const query = feedbackPageQuerySchema.parse({ days: params.days, site: params.site });
  const days = rangeDays(query.days, new Date());
  const scope = { from: `${days[0]}T00:00:00.000Z`, ...(query.site === 'all' ? {} : { site: query.site }) };
  const db = await getDb();
  const [votes, survey] = await Promise.all([feedbackReport(db, scope), surveyReport(db, scope)]);
  return <FeedbackView data={{ days: [days[0]!, days.at(-1)!], votes, survey }} query={query} canSignOut={operatorCanSignOut()} />;
}
