import 'server-only';
import type { ReactElement } from 'react';
import { notFound } from 'next/navigation';
import { SignInForm } from '@/views/ops/SignInForm';
import { env } from '@/lib/env';
import { currentOperatorAccess, staffSignInOffered } from '@/features/ops/server/current-access.server';
import type { OpsPagePath } from '@/features/ops/pages';

const signInMessages: Record<string, string> = {
  failed: 'That token is not valid.',
  limited: 'Too many attempts. Try again in 15 minutes.',
};

/**
 * The gate every /ops page passes first: with OPERATOR_TOKEN a signed-in operator, without it this
 * machine only (decision in access.server.ts). Answers the sign-in form to show instead of the page
 * (which returns to `page` once signed in),
 * throws notFound() for a caller who may not know /ops exists, or null to go on.
 */
export async function operatorGate(page: OpsPagePath, signin: unknown): Promise<ReactElement | null> {
  const access = await currentOperatorAccess();
  if (access === 'hidden') notFound();
  if (access === 'sign-in') return <SignInForm page={page} message={signInMessages[String(signin)]} staffSignIn={staffSignInOffered()} tokenForm={Boolean(env().OPERATOR_TOKEN)} />;
  return null;
}

/** A sign-out button makes sense only when there is a way to sign in: a token, or staff accounts. */
export const operatorCanSignOut = (): boolean => Boolean(env().OPERATOR_TOKEN) || staffSignInOffered();
