/**
 * The newsroom's roles (decision 017, docs/newsroom.md). A person may hold several. Roles belong to
 * a staff email signed in through the staff identity provider, never to a reader's account.
 */
export const staffRoles = ['writer', 'medical_reviewer', 'editor', 'marketer', 'operator', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const roleLabels: Record<StaffRole, string> = {
  writer: 'Writer',
  medical_reviewer: 'Medical reviewer',
  editor: 'Editor',
  marketer: 'Marketer',
  operator: 'Operator',
  admin: 'Admin',
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}
