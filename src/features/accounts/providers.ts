/** The identity providers a member signs in with (spec 3, Signed-in user: authProvider). */
export const authProviders = ['apple', 'google'] as const;
export type AuthProvider = (typeof authProviders)[number];

export const providerLabels: Record<AuthProvider, string> = { apple: 'Apple', google: 'Google' };

export function isAuthProvider(value: unknown): value is AuthProvider {
  return typeof value === 'string' && (authProviders as readonly string[]).includes(value);
}

/**
 * Staff roles, held in member_roles: a later issue signs staff in through the same identities
 * and gives them these. A member without a role is a reader.
 */
export const staffRoles = ['writer', 'medical_reviewer', 'editor', 'marketer', 'operator'] as const;
export type StaffRole = (typeof staffRoles)[number];
