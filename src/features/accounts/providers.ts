/**
 * The identity providers of a sign-in: Apple and Google for members (spec 3, Signed-in user:
 * authProvider), and `staff`, the organisation's identity provider, through which the newsroom's
 * staff sign in the same way (decision 017).
 */
export const authProviders = ['apple', 'google', 'staff'] as const;
export type AuthProvider = (typeof authProviders)[number];

/** The providers a reader is offered. */
export const memberProviders = ['apple', 'google'] as const satisfies readonly AuthProvider[];

export const providerLabels: Record<AuthProvider, string> = { apple: 'Apple', google: 'Google', staff: 'Wellread staff' };

export function isAuthProvider(value: unknown): value is AuthProvider {
  return typeof value === 'string' && (authProviders as readonly string[]).includes(value);
}
