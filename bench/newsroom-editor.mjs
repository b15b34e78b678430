// The newsroom editor's cost (issue 31): opening the editor on the largest demo article, in the
// production build on this machine, until it is interactive (the editor marks itself
// `data-editor-ready` once its forms, block list and preview are hydrated and usable). A staff
// session for the local test editor is written straight into the bench database (no sign-in
// round trip to measure); median of 3 loads, cold browser cache each time.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { chromium } from 'playwright-core';
import { dbPath } from './content.mjs';

const editorEmail = 'eli.editor@staff.example.test';
export const editorInteractiveLimitMs = 2000;

/** A live staff session for the demo editor; returns the cookie value. */
function staffSession() {
  const db = new Database(dbPath);
  try {
    const now = new Date().toISOString();
    const token = randomBytes(32).toString('base64url');
    const memberId = randomUUID();
    db.prepare("insert into staff (email, name, credentials, created_at, updated_at) values (?, 'Eli Edwards', null, ?, ?) on conflict(email) do nothing").run(editorEmail, now, now);
    db.prepare("insert into staff_roles (email, role, granted_at, granted_by) values (?, 'editor', ?, null) on conflict do nothing").run(editorEmail, now);
    db.prepare("insert into members (id, hs_id, email, email_verified, first_name, last_name, phone_number, marketing_opt_in, created_at, updated_at) values (?, ?, ?, 1, 'Eli', 'Edwards', null, 0, ?, ?)").run(memberId, `hs_${randomBytes(9).toString('base64url')}`, editorEmail, now, now);
    db.prepare("insert into member_identities (provider, subject, member_id, email, created_at, last_used_at) values ('staff', ?, ?, ?, ?, ?)").run(`bench-${memberId}`, memberId, editorEmail, now, now);
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    db.prepare("insert into member_sessions (id_hash, public_id, member_id, site, provider, device, place, created_at, last_seen_at, expires_at, idp_refresh_token, idp_checked_at) values (?, ?, ?, 'healthline', 'staff', 'bench', 'US', ?, ?, ?, null, ?)").run(
      createHash('sha256').update(token).digest('hex'),
      randomBytes(9).toString('base64url'),
      memberId,
      now,
      now,
      expires,
      now,
    );
    // The largest demo article: the newest revision with the longest document.
    const largest = db.prepare("select d.id, d.title, length(r.document) as bytes from newsroom_documents d join document_revisions r on r.document_id = d.id and r.number = d.head_revision where d.document_type = 'article' order by bytes desc limit 1").get();
    return { token, document: largest };
  } finally {
    db.close();
  }
}

/** Milliseconds from navigation start to the editor's ready mark, per load, and their median. */
export async function measureEditor(base, runs = 3) {
  const { token, document } = staffSession();
  if (!document) throw new Error('no article in the newsroom to open');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell' });
  const loads = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      await context.addCookies([{ name: 'wellread_session', value: token, url: base }]);
      const page = await context.newPage();
      const response = await page.goto(`${base}/newsroom/documents/${document.id}`, { waitUntil: 'commit' });
      if (response?.status() !== 200) throw new Error(`the editor answered ${response?.status()}`);
      await page.waitForSelector('[data-editor-ready]', { timeout: 30_000 });
      loads.push(Math.round(await page.evaluate(() => performance.now())));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...loads].sort((a, b) => a - b);
  return { path: `/newsroom/documents/${document.id}`, title: document.title, documentBytes: document.bytes, loadsMs: loads, medianMs: sorted[Math.floor(sorted.length / 2)] };
}
