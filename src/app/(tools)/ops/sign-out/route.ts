import { signOut } from '@/features/ops/server/sign-in.server';

export function POST(): Response {
  return signOut();
}
