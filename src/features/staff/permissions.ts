import type { StaffRole } from './roles';

/**
 * What each role may do: the permission table of docs/newsroom.md, cell for cell
 * (tests/db/newsroom-permissions.test.ts reads that table and tries every cell against the
 * services). Every newsroom service asks `can()` before it acts, so a writer calling the API
 * directly is refused the same way the editor's buttons are hidden.
 */
export const permissionTable = {
  /** See the newsroom: the document list, a document, its history and comments. */
  'newsroom.view': ['writer', 'medical_reviewer', 'editor', 'marketer'],
  /** Create a draft and save changes to one (articles, pages, categories, navigation). */
  'document.edit': ['writer', 'editor'],
  /** Send a draft to medical review. */
  'document.submit': ['writer', 'editor'],
  /** Comment on a document, anchored to a block. */
  'review.comment': ['writer', 'medical_reviewer', 'editor'],
  /** Approve a document in review, or return it with a reason. */
  'review.decide': ['medical_reviewer'],
  /** Publish now (a health article without approval only with a recorded confirmation). */
  'document.publish': ['editor'],
  /** Schedule publishing and unpublishing. */
  'document.schedule': ['editor'],
  'document.unpublish': ['editor'],
  'document.delete': ['editor'],
  /** Restore an earlier revision as a new draft. */
  'document.restore': ['writer', 'editor'],
  /** Make a preview link for someone without an account. */
  'preview.share': ['writer', 'medical_reviewer', 'editor', 'marketer'],
  /** Edit, schedule and publish campaigns. */
  'campaign.edit': ['marketer'],
  /** Upload to the media library and edit an item's alt text, caption, credit and focal point. */
  'media.upload': ['writer', 'editor', 'marketer'],
  'media.delete': ['editor'],
  /** /ops: the dashboards, server health and settings. */
  'ops.view': ['operator'],
  /** The audit log. */
  'audit.view': ['editor', 'operator', 'admin'],
  /** Add staff and grant or revoke roles. */
  'roles.assign': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof permissionTable;
export const permissions = Object.keys(permissionTable) as Permission[];

export function can(roles: readonly StaffRole[], permission: Permission): boolean {
  const allowed: readonly StaffRole[] = permissionTable[permission];
  return roles.some((role) => allowed.includes(role));
}

/** Thrown by a service asked to do what the actor's roles do not allow (the API answers 403). */
export class PermissionError extends Error {
  constructor(readonly permission: Permission) {
    super(`Your roles do not allow this (${permission}).`);
    this.name = 'PermissionError';
  }
}

/** Who acts: a signed-in staff member, or automation (the content API token, the CLI). */
export interface Actor {
  /** The staff email; null for automation. */
  email: string | null;
  /** How the audit log and revision history name the actor ("Eli Edwards", "content API"). */
  label: string;
  roles: readonly StaffRole[];
  /** Automation (CONTENT_API_TOKEN, the CLI) writes documents and campaigns as the API always has, and nothing else. */
  automation?: boolean;
}

const automationMay = new Set<Permission>(['newsroom.view', 'document.edit', 'document.submit', 'document.publish', 'document.schedule', 'document.unpublish', 'document.delete', 'document.restore', 'preview.share', 'campaign.edit', 'media.upload']);

export function allowed(actor: Actor, permission: Permission): boolean {
  return actor.automation ? automationMay.has(permission) : can(actor.roles, permission);
}

export function requirePermission(actor: Actor, permission: Permission): void {
  if (!allowed(actor, permission)) throw new PermissionError(permission);
}

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(permissionTable, value);
}
