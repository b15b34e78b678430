/**
 * The permission table of docs/newsroom.md, cell by cell (issue 31): the table in the docs is the
 * one in code, and for every role and every permission the real operation is tried with a person
 * holding that role only: the service (or the gate a route or page asks) lets it through exactly
 * where the table has a tick. Runs on SQLite and PostgreSQL.
 */
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/schema';
import { openTestDb } from './test-db';
import { validArticle } from '../support/documents';

const state = vi.hoisted(() => ({ db: undefined as unknown, headers: new Headers() }));
vi.mock('@/db/client.server', () => ({ getDb: async () => state.db }));
vi.mock('next/headers', () => ({
  headers: async () => state.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));
vi.mock('next/cache', () => ({ unstable_cache: <F,>(fn: F) => fn, revalidateTag: () => {}, revalidatePath: () => {} }));

const { permissionTable, PermissionError } = await import('@/features/staff/permissions');
const { staffRoles } = await import('@/features/staff/roles');
const { saveStaff } = await import('@/features/staff/server/staff.server');
const { staffRequest } = await import('@/features/staff/server/staff-request.server');
const { currentOperatorAccess } = await import('@/features/ops/server/current-access.server');
const { memberForIdentity } = await import('@/features/accounts/server/members.server');
const { createSession } = await import('@/features/accounts/server/sessions.server');
const { createDocument, listDocuments, saveRevision } = await import('@/publishing/lifecycle/documents.server');
const { submitForReview, addComment, returnForChanges } = await import('@/publishing/lifecycle/review.server');
const { publishDocument, scheduleDocument, unpublishDocument, deleteDocument, restoreRevision } = await import('@/publishing/lifecycle/release.server');
const { createPreviewLink } = await import('@/publishing/lifecycle/previews.server');
const { apiActor, storeFromAutomation } = await import('@/publishing/lifecycle/automation.server');

type Permission = keyof typeof permissionTable;
type Role = (typeof staffRoles)[number];
type Actor = import('@/features/staff/permissions').Actor;

const roleColumns: Record<string, Role> = { Writer: 'writer', 'Medical reviewer': 'medical_reviewer', Editor: 'editor', Marketer: 'marketer', Operator: 'operator', Admin: 'admin' };

/** The table of docs/newsroom.md, "Roles and what they may do": permission → roles with a tick. */
function documentedTable(): Record<string, Role[]> {
  const lines = fs.readFileSync(new URL('../../docs/newsroom.md', import.meta.url), 'utf8').split('\n');
  const header = lines.findIndex((l) => l.startsWith('| Permission |'));
  const columns = lines[header]!.split('|').slice(2, -1).map((c) => roleColumns[c.trim()]!);
  const table: Record<string, Role[]> = {};
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').slice(1, -1);
    const permission = /`([\w.]+)`/.exec(cells[0]!)![1]!;
    table[permission] = columns.filter((_, i) => cells[i + 1]!.trim() === '✓');
  }
  return table;
}

let db: Kysely<Database>;
let close: () => Promise<void>;
const now = new Date('2026-11-20T10:00:00Z');
const cookies = new Map<Role, string>();
const actorOf = (role: Role): Actor => ({ email: `${role}@staff.example.test`, label: role, roles: [role] });

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  state.db = db;
  const admin: Actor = { email: null, label: 'test', roles: ['admin'] };
  for (const role of staffRoles) {
    const email = `${role}@staff.example.test`;
    await saveStaff(db, admin, { email, name: role, roles: [role] }, now);
    const { member } = await memberForIdentity(db, 'staff', { subject: `sub-${role}`, email, emailVerified: true, firstName: role, lastName: null }, now);
    const { token } = await createSession(db, { memberId: member.id, site: 'healthline', provider: 'staff', device: 'test', place: 'GB', sealedRefreshToken: null }, new Date());
    cookies.set(role, `wellread_session=${token}`);
  }
});
afterAll(async () => close());

const article = () => validArticle({ canonicalPath: `/test/${randomUUID()}`, references: [{ title: 'A source', publisher: 'A journal', year: 2024, url: 'https://example.org/source' }] });
const draft = async () => (await createDocument(db, apiActor, article(), now)).id;
const inReview = async () => {
  const id = await draft();
  await submitForReview(db, apiActor, id, {}, now);
  return id;
};
const published = async () => (await storeFromAutomation(db, apiActor, article(), { draft: false, kind: 'api' }, now)).state.id;
const later = new Date(Date.now() + 86_400_000).toISOString();

/** A route's or page's gate for a person with this role: what the route handlers and pages ask. */
async function gate(role: Role, permission: Permission): Promise<void> {
  const request = new Request('http://localhost/api/newsroom/media', { headers: { cookie: cookies.get(role)! } });
  const outcome = await staffRequest(request, permission);
  if (!outcome.ok && outcome.response.status === 403) throw new PermissionError(permission);
  if (!outcome.ok) throw new Error(`unexpected ${outcome.response.status}`);
}

/** The real operation behind each permission. */
const attempts: Record<Permission, (actor: Actor, role: Role) => Promise<unknown>> = {
  'newsroom.view': (actor) => listDocuments(db, actor, {}),
  'document.edit': (actor) => createDocument(db, actor, article(), now),
  'document.submit': async (actor) => submitForReview(db, actor, await draft(), {}, now),
  'review.comment': async (actor) => addComment(db, actor, await draft(), { block: 'body[0]', body: 'A comment.' }, now),
  'review.decide': async (actor) => returnForChanges(db, actor, await inReview(), { reason: 'Needs a source.' }, now),
  'document.publish': async (actor) => publishDocument(db, actor, await draft(), { confirmUnapproved: true }, now),
  'document.schedule': async (actor) => scheduleDocument(db, actor, await draft(), { publishAt: later, confirmUnapproved: true }, new Date()),
  'document.unpublish': async (actor) => unpublishDocument(db, actor, await published(), now),
  'document.delete': async (actor) => deleteDocument(db, actor, await draft(), now),
  'document.restore': async (actor) => {
    const id = await draft();
    await saveRevision(db, apiActor, id, article(), 1, now);
    return restoreRevision(db, actor, id, 1, 2, now);
  },
  'preview.share': async (actor) => createPreviewLink(db, actor, await draft(), 24, now),
  'campaign.edit': (actor) => createDocument(db, actor, { documentType: 'campaign', site: 'healthline', _uuid: randomUUID(), campaignName: 'A campaign' }, now),
  'media.upload': (_actor, role) => gate(role, 'media.upload'),
  'media.delete': (_actor, role) => gate(role, 'media.delete'),
  'audit.view': (_actor, role) => gate(role, 'audit.view'),
  'ops.view': async (_actor, role) => {
    state.headers = new Headers({ cookie: cookies.get(role)! });
    if ((await currentOperatorAccess()) !== 'allowed') throw new PermissionError('ops.view');
  },
  'roles.assign': (actor) => saveStaff(db, actor, { email: `new-${randomUUID()}@staff.example.test`, name: 'New person', roles: ['writer'] }, now),
};

describe('the permission table', () => {
  it('in docs/newsroom.md is the one the code enforces, with every permission and role', () => {
    expect(documentedTable()).toEqual(Object.fromEntries(Object.entries(permissionTable).map(([p, roles]) => [p, [...roles]])));
    expect(Object.keys(attempts).sort()).toEqual(Object.keys(permissionTable).sort());
  });

  const table = documentedTable();
  for (const permission of Object.keys(permissionTable) as Permission[]) {
    for (const role of staffRoles) {
      const expected = table[permission]!.includes(role);
      it(`${permission} is ${expected ? 'allowed' : 'refused'} for a ${role}`, async () => {
        const outcome = await attempts[permission](actorOf(role), role).then(
          () => 'allowed',
          (error: unknown) => {
            if (error instanceof PermissionError) return 'refused';
            throw error;
          },
        );
        expect(outcome).toBe(expected ? 'allowed' : 'refused');
      });
    }
  }
});
