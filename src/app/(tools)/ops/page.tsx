import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client.server';
import { Dashboard } from '@/features/ops/components/Dashboard';
import { SignInForm } from '@/features/ops/components/SignInForm';
import { dashboardQuerySchema } from '@/features/ops/range';
import { operatorAccess, operatorCookieName } from '@/features/ops/server/access.server';
import { dashboardData } from '@/features/ops/server/dashboard.server';
import { peerAddress } from '@/lib/client-address.server';
import { env } from '@/lib/env';
import { requestIsHttps } from '@/lib/request-security';

export const metadata: Metadata = { title: 'Operator dashboard', robots: { index: false, follow: false } };

const signInMessages: Record<string, string> = {
  failed: 'That token is not valid.',
  limited: 'Too many attempts. Try again in 15 minutes.',
};

/** Page views, top articles, scroll depth, Core Web Vitals and ad-block outcomes; OPERATOR_TOKEN or this machine only. */
export default async function OpsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const token = env().OPERATOR_TOKEN;
  const params = await searchParams;
  const cookieName = operatorCookieName(requestIsHttps(await headers()));
  const access = operatorAccess(token, (await cookies()).get(cookieName)?.value, await peerAddress());
  if (access === 'hidden') notFound();
  if (access === 'sign-in') return <SignInForm message={signInMessages[String(params.signin)]} />;
  const query = dashboardQuerySchema.parse({ days: params.days, site: params.site });
  return <Dashboard data={await dashboardData(await getDb(), query)} query={query} canSignOut={Boolean(token)} />;
}
