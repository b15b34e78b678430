import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript module without types
import { startCluster } from '../../scripts/cluster/index.mjs';
import { listening } from '../../scripts/cluster/service.mjs';

/**
 * The cluster of `npm run cluster` (decision 006), driven as real processes: a throwaway
 * PostgreSQL and Redis, two app instances on the production build, nginx in front, Prometheus
 * scraping the instances with deploy/prometheus/alerts.yml. Needs a build (`next build`),
 * postgresql, redis-server, prometheus and nginx with its two modules (.ci/run installs them).
 */

interface Service {
  start(): Promise<void>;
  stop(): Promise<void>;
  kill(): Promise<void>;
  logFile: string;
  running: boolean;
}
interface Cluster {
  port: number;
  appPorts: number[];
  apps: Service[];
  postgres: Service;
  redis: Service;
  prometheus: Service & { url: string; port: number };
  /** The upstreams the readiness router has taken out of nginx's rotation. */
  router: { down(): string[] };
  contentToken: string;
  /** The local OpenID provider's origin (members sign in through it). */
  idpOrigin: string;
  dir: string;
  stop(): Promise<void>;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

function send(port: number, path: string, { method = 'GET', host = 'localhost', headers = {}, body }: { method?: string; host?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent: false,
        headers: { host, ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}), ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      },
    );
    request.setTimeout(20_000, () => request.destroy(new Error(`${method} ${path}: no answer in 20 s`)));
    request.on('error', reject);
    request.end(payload);
  });
}

const pages = ['/', '/heart-health/heart-attack-warning-signs', '/heart-health', '/sitemap.xml'];

interface ReadyAnswer {
  status: number;
  body: { status: string; checks: { database: string; migrations: string; redis: string; draining: boolean } };
}

/** GET /readyz on an instance's own port (or nginx's), parsed. */
async function readyz(port: number): Promise<ReadyAnswer> {
  const answer = await send(port, '/readyz');
  return { status: answer.status, body: JSON.parse(answer.text) as ReadyAnswer['body'] };
}

/** The `data` of a Prometheus HTTP API answer from the cluster's Prometheus. */
async function prometheusApi<T>(path: string): Promise<T> {
  const answer = await send(cluster.prometheus.port, path);
  if (answer.status !== 200) throw new Error(`Prometheus ${path}: ${answer.status} ${answer.text}`);
  return (JSON.parse(answer.text) as { data: T }).data;
}

/** The instances (host:port) for which Prometheus has the alert firing, sorted. */
async function firingFor(alertname: string): Promise<string[]> {
  const { alerts } = await prometheusApi<{ alerts: { labels: Record<string, string>; state: string }[] }>('/api/v1/alerts');
  return alerts.filter((alert) => alert.labels.alertname === alertname && alert.state === 'firing').map((alert) => alert.labels.instance ?? '').sort();
}

/** The instances for which a PromQL query has a result, sorted. */
async function instancesWhere(query: string): Promise<string[]> {
  const { result } = await prometheusApi<{ result: { metric: Record<string, string> }[] }>(`/api/v1/query?query=${encodeURIComponent(query)}`);
  return result.map((series) => series.metric.instance ?? '').sort();
}

function article(path: string, title: string) {
  return {
    documentType: 'article',
    site: 'healthline',
    canonicalPath: path,
    title,
    description: 'An article the cluster tests publish.',
    authors: [{ name: 'Test Author' }],
    datePublished: '2026-11-20',
    categories: ['nutrition'],
    body: [{ type: 'html', html: `<p>${title}.</p>` }],
  };
}

let cluster: Cluster;

/**
 * Headers that let a request through nginx to /ops: without OPERATOR_TOKEN, a staff session of the
 * local provider's operator (a request nginx forwarded is never "this machine", decision 017), else
 * the break-glass token's session cookie.
 */
async function operatorHeaders(): Promise<Record<string, string>> {
  const token = process.env.OPERATOR_TOKEN;
  if (!token) return { cookie: (await signInAt('/api/auth/login/staff?returnUrl=%2Fops', { member: 'operator' }, (location) => location.startsWith('/ops'))).cookie };
  const answer = await fetch(`http://127.0.0.1:${cluster.port}/ops/sign-in`, { method: 'POST', body: new URLSearchParams({ token, next: '/ops' }), redirect: 'manual' });
  const cookie = answer.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error(`signing in to /ops with OPERATOR_TOKEN: ${answer.status}`);
  return { cookie };
}

/** The server health panel of an /ops page: its source, the note and the requests per second of each route in #server-routes. */
function serverHealthOf(html: string): { source: string | undefined; note: string; routes: Map<string, number> } {
  const source = /<p id="server-health-source" data-source="(\w+)">([^<]*)<\/p>/.exec(html);
  const table = /<table[^>]* id="server-routes"[^>]*>([\s\S]*?)<\/table>/.exec(html)?.[1] ?? '';
  const routes = new Map<string, number>();
  for (const [, route, cells] of table.matchAll(/<tr data-route="([^"]*)">([\s\S]*?)<\/tr>/g)) {
    routes.set(route!, (routes.get(route!) ?? 0) + Number(/data-cell="rate">([^<]*)</.exec(cells!)?.[1] ?? 0));
  }
  return { source: source?.[1], note: source?.[2]?.replaceAll('&#x27;', "'").replaceAll('&amp;', '&') ?? '', routes };
}

beforeAll(async () => {
  cluster = (await startCluster({ instances: 2, port: 0, quietSeed: true, dir: `${process.cwd()}/.cluster-test` })) as Cluster;
}, 300_000);

afterAll(async () => {
  await cluster?.stop();
}, 60_000);

describe('the cluster', () => {
  it('serves both sites through nginx, caching each page once', async () => {
    const home = await send(cluster.port, '/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<title>');
    expect(home.text).not.toContain('Wellread Mind');
    const psy = await send(cluster.port, '/', { host: 'psy.localhost' });
    expect(psy.status).toBe(200);
    expect(psy.text).toContain('Wellread Mind');
    const hit = await send(cluster.port, '/');
    expect(hit.headers['x-cache-status']).toBe('HIT');
    // The cached copy gets a nonce of its own in each answer, on every script of the real page (decision 007).
    const nonce = /^script-src 'nonce-([0-9a-f]{32})' 'strict-dynamic'/.exec(String(hit.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    const scripts = (hit.text.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !/type="application\/(?:ld\+)?json"/.test(tag));
    expect(scripts.length).toBeGreaterThan(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // The secret placeholder the page is cached with never reaches a reader, in the body or a header.
    expect(hit.text).not.toMatch(/wrcsp[0-9a-f]{32}/);
    expect(JSON.stringify(hit.headers)).not.toMatch(/wrcsp[0-9a-f]{32}/);
    // One host decision for the cache and the app (issue 29): a trailing dot is the same host, an unknown host is refused.
    const dotted = await send(cluster.port, '/', { host: 'PSY.localhost.' });
    expect([dotted.status, dotted.headers['x-cache-status']]).toEqual([200, 'HIT']);
    expect(dotted.text).toContain('Wellread Mind');
    expect((await send(cluster.port, '/', { host: 'evil.example' })).status).toBe(421);
  });

  it('answers /healthz and /readyz on each instance, on any host, and through nginx, never cached (issue 29)', async () => {
    for (const port of cluster.appPorts) {
      for (const host of ['localhost', '10.1.2.3']) {
        const health = await send(port, '/healthz', { host });
        expect([health.status, JSON.parse(health.text)], `${port} ${host}`).toEqual([200, { status: 'ok' }]);
        expect(health.headers['cache-control']).toBe('no-store');
      }
      const ready = await readyz(port);
      expect(ready).toEqual({ status: 200, body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', redis: 'ok', draining: false } } });
    }
    for (const path of ['/healthz', '/readyz', '/healthz', '/readyz']) {
      const answer = await send(cluster.port, path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-store');
      expect(answer.headers['x-cache-status'], path).toBeUndefined();
    }
    expect((await send(cluster.port, '/readyz', { method: 'HEAD' })).status).toBe(200);
  });

  it('shares Next’s cache through Redis: a page rendered by one instance is a hit on the other', async () => {
    const path = '/heart-health/know-your-blood-pressure';
    const [a, b] = cluster.appPorts as [number, number];
    expect((await send(a, path)).status).toBe(200);
    expect((await send(b, path)).headers['x-nextjs-cache']).toBe('HIT');
  });

  it('a change published on one instance is visible at once on the other and through nginx', async () => {
    const [a, b] = cluster.appPorts as [number, number];
    const path = '/nutrition/cluster-published';
    const auth = { authorization: `Bearer ${cluster.contentToken}` };
    for (const port of [b, cluster.port]) for (const p of [path, '/']) await send(port, p);
    const put = await send(a, '/api/content/articles', { method: 'PUT', headers: auth, body: article(path, 'Published on instance one') });
    expect(put.status).toBe(200);
    expect((await send(b, path)).text).toContain('Published on instance one');
    expect((await send(b, '/')).text).toContain('Published on instance one');
    // nginx: purged by the instances once they read the change log (every second).
    await expect.poll(async () => (await send(cluster.port, '/')).text, { timeout: 10_000 }).toContain('Published on instance one');
    await expect.poll(async () => (await send(cluster.port, path)).status, { timeout: 10_000 }).toBe(200);
  });

  it('/ops shows server health read from the cluster’s Prometheus: request rates per route over the instances (issue 29)', async () => {
    const headers = await operatorHeaders();
    let round = 0;
    // New search queries miss nginx's cache, so each reaches an instance (route /search/[query]); sent
    // on every round, so the rate over the last minute stays above zero until Prometheus has scraped
    // the counter twice (every 5 s).
    const serverHealth = async () => {
      for (let i = 0; i < 4; i++) await send(cluster.port, `/search?q1=${encodeURIComponent(`server health ${round} ${i}`)}`);
      round += 1;
      const ops = await send(cluster.port, '/ops', { headers });
      return { status: ops.status, ...serverHealthOf(ops.text) };
    };
    await expect
      .poll(serverHealth, { timeout: 60_000, interval: 2_000 })
      .toSatisfy((h: Awaited<ReturnType<typeof serverHealth>>) => h.status === 200 && h.source === 'prometheus' && (h.routes.get('/search/[query]') ?? 0) > 0);
    const health = await serverHealth();
    expect(health.note).toMatch(/^Prometheus at http:\/\/127\.0\.0\.1:\d+: every instance it scrapes/);
    expect(health.note).toContain(`:${cluster.prometheus.port}`);
  }, 90_000);
});

/** A tiny browser signing in through the local provider: a cookie jar by name, redirects followed by hand (an address on either port), the provider's form posted. */
async function signInAt(start: string, form: Record<string, string>, landed: (location: string) => boolean): Promise<{ cookie: string; landed: string }> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const value = pair!.slice(at + 1);
      if (value === '' || /max-age=0/i.test(line)) jar.delete(pair!.slice(0, at));
      else jar.set(pair!.slice(0, at), value);
    }
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() } });
    keep(response);
    return response;
  };
  let response = await go(`http://localhost:${cluster.port}${start}`);
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers.get('location');
    if (!location) break;
    if (landed(location)) return { cookie: cookieHeader(), landed: location };
    const next = new URL(location, response.url || `http://localhost:${cluster.port}`).toString();
    response = await go(next);
    if (response.status === 200 && next.includes('/interaction/')) {
      const html = await response.text();
      const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
      response = await go(new URL(action, next).toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...form, action: 'continue' }).toString(),
      });
    }
  }
  throw new Error(`sign-in did not land: ${response.status} ${response.headers.get('location')}`);
}

describe('member accounts through nginx (issue 30)', () => {
  /** A tiny browser: a cookie jar by name, redirects followed by hand (an address on either port). */
  async function signInThroughLocalProvider(email: string): Promise<{ cookie: string; landed: string }> {
    return signInAt('/api/auth/login/google?returnUrl=%2Fheart-health&authPrompt=cluster', { member: 'new', given_name: 'Cluster', family_name: 'Member', email }, (location) => location.startsWith('/signing-you-in'));
  }

  it('a member signs in through the local provider, goes through onboarding, saves, sees For you, exports, deletes and signs out; nginx caches none of it', async () => {
    expect(cluster.idpOrigin).toMatch(/^http:\/\/localhost:\d+$/);
    const email = `cluster.${Date.now()}@example.test`;
    const { cookie, landed } = await signInThroughLocalProvider(email);
    const outcome = JSON.parse(Buffer.from(landed.split('#')[1]!, 'base64url').toString('utf8')) as { outcome: string; next: { kind: string; path?: string } };
    expect(outcome).toMatchObject({ outcome: 'success', next: { kind: 'return', path: '/heart-health' } });
    const headers = { cookie, 'sec-fetch-site': 'same-origin' };
    // Every call goes through nginx to either instance: the session lives in PostgreSQL.
    const me = await send(cluster.port, '/api/me', { headers });
    expect(JSON.parse(me.text)).toMatchObject({ authenticated: true, user: { fullName: 'Cluster Member', email } });
    const token = JSON.parse((await send(cluster.port, '/api/auth/token', { method: 'POST', headers })).text) as { accessToken: string; rvoId: string };
    const bearer = { authorization: `Bearer ${token.accessToken}` };
    const base = `/api/user-profile/${token.rvoId}`;
    expect(JSON.parse((await send(cluster.port, `${base}/site-flags/healthline`, { headers: bearer })).text)).toEqual({ flags: [] });
    expect((await send(cluster.port, `${base}/interests`, { method: 'PUT', headers: bearer, body: { topicIds: ['heart-health'] } })).status).toBe(200);
    expect(JSON.parse((await send(cluster.port, `${base}/site-flags/healthline`, { method: 'PUT', headers: bearer, body: { label: 'has_seen_onboarding_panel', status: 'accepted' } })).text)).toEqual({ label: 'has_seen_onboarding_panel', status: 'accepted' });
    expect((await send(cluster.port, '/api/account/saved', { method: 'POST', headers, body: { path: '/heart-health/heart-attack-warning-signs' } })).status).toBe(200);
    const forYou = JSON.parse((await send(cluster.port, '/api/account/for-you', { headers })).text) as { topics: { id: string }[]; articles: { path: string }[] };
    expect(forYou.topics.map((t) => t.id)).toEqual(['heart-health']);
    expect(forYou.articles.length).toBeGreaterThan(0);
    const exported = await send(cluster.port, '/api/account?download=1', { headers });
    expect(exported.headers['content-disposition']).toMatch(/^attachment;/);
    expect((JSON.parse(exported.text) as { sites: { site: string; savedArticles: { path: string }[] }[] }).sites[0]!.savedArticles[0]!.path).toBe('/heart-health/heart-attack-warning-signs');
    // Private answers and pages are never cached by nginx, asked twice.
    for (const path of ['/api/me', '/api/account', '/account', '/saved', '/signing-you-in', '/account', '/api/me']) {
      const answer = await send(cluster.port, path, { headers });
      expect(answer.headers['x-cache-status'], path).toBeUndefined();
      expect(String(answer.headers['cache-control']), path).toMatch(/private/);
      expect(String(answer.headers['cache-control']), path).toMatch(/no-store/);
    }
    // A cached article is the same for the member (nonce aside).
    const article = '/heart-health/heart-attack-warning-signs';
    await send(cluster.port, article);
    const anonymous = await send(cluster.port, article);
    const member = await send(cluster.port, article, { headers });
    expect([anonymous.headers['x-cache-status'], member.headers['x-cache-status']]).toEqual(['HIT', 'HIT']);
    const nonceFree = (answer: Answer) => answer.text.replaceAll(/'nonce-([0-9a-f]{32})'/.exec(String(answer.headers['content-security-policy']))![1]!, 'N');
    expect(nonceFree(member)).toBe(nonceFree(anonymous));
    expect((await send(cluster.port, '/api/account', { method: 'DELETE', headers, body: { confirm: 'delete my account' } })).status).toBe(204);
    expect(JSON.parse((await send(cluster.port, '/api/me', { headers })).text)).toEqual({ authenticated: false });
    // Sign-out of a deleted account: nothing to sign out.
    const out = await send(cluster.port, '/api/auth/clear-cookie', { method: 'POST', headers });
    expect([out.status, (JSON.parse(out.text) as { error: { message: string } }).error.message]).toEqual([401, 'No authenticated accounts found to sign out']);
  });
});

describe('the newsroom on the cluster (issue 31)', () => {
  it('an editor schedules a draft; it goes live at its time, once, on every instance and through nginx', async () => {
    const path = `/test/scheduled-${Date.now()}`;
    const auth = { authorization: `Bearer ${cluster.contentToken}` };
    // A health article that passes the publish checks: a medical reviewer and a source.
    const body = { ...article(path, 'Scheduled on the cluster'), medicalReviewer: { name: 'Rosa Reyes', credentials: 'MD' }, references: [{ title: 'A source', publisher: 'A journal', year: 2024, url: 'https://example.org/source' }] };
    const draft = await send(cluster.port, '/api/content/articles?status=draft', { method: 'PUT', headers: auth, body });
    expect(draft.status).toBe(200);
    const { document } = JSON.parse(draft.text) as { document: { id: string } };
    expect((await send(cluster.port, path)).status).toBe(404);
    const { cookie, landed } = await signInAt('/api/auth/login/staff?returnUrl=%2Fnewsroom', { member: 'editor' }, (location) => location.startsWith('/newsroom'));
    expect(landed).toBe('/newsroom');
    const publishAt = new Date(Date.now() + 20_000).toISOString();
    const scheduled = await send(cluster.port, `/api/newsroom/documents/${document.id}/actions`, { method: 'POST', headers: { cookie, 'sec-fetch-site': 'same-origin' }, body: { action: 'schedule', publishAt, confirmUnapproved: true } });
    expect([scheduled.status, (JSON.parse(scheduled.text) as { state: { status: string } }).state.status]).toEqual([200, 'scheduled']);
    // Every instance checks every 15 s; one of them publishes, and the change log reaches the others and nginx.
    const deadline = Date.now() + 60_000;
    while ((await send(cluster.port, path)).status !== 200 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1000));
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(publishAt).getTime());
    for (const port of [cluster.port, ...cluster.appPorts]) expect((await send(port, path)).status, `port ${port}`).toBe(200);
    const audit = JSON.parse((await send(cluster.port, `/api/newsroom/audit?documentId=${document.id}`, { headers: { cookie } })).text) as { entries: { action: string }[] };
    expect(audit.entries.filter((e) => e.action === 'scheduled-publish')).toHaveLength(1);
  }, 120_000);
});

describe('faults', () => {
  it('with one app instance killed, every page and API still answers through nginx', async () => {
    for (const path of pages) expect((await send(cluster.port, path)).status, path).toBe(200);
    await cluster.apps[0]!.kill();
    const statuses: Record<string, number> = {};
    // Uncached answers too: a new search query and APIs, several times so both upstream slots are tried.
    for (let round = 0; round < 3; round++) {
      for (const path of [...pages, `/search?q1=heart&page=${round + 1}`, `/api/search/suggest?q=hea${round}`, '/api/newsletter/config?site=healthline']) {
        statuses[`${round} ${path}`] = (await send(cluster.port, path)).status;
      }
    }
    expect(Object.entries(statuses).filter(([, status]) => status !== 200)).toEqual([]);
    await cluster.apps[0]!.start();
    // Ready again, so the readiness router returns it to nginx's rotation.
    await expect.poll(() => cluster.router.down(), { timeout: 5_000, interval: 100 }).toEqual([]);
  });

  it('an instance stopped with SIGTERM reports not ready while it still serves, nginx takes it out of the rotation, then it stops listening (issue 29)', async () => {
    const [a] = cluster.appPorts as [number, number];
    expect((await readyz(a)).status).toBe(200);
    expect(cluster.router.down()).toEqual([]);
    // stop() sends SIGTERM and resolves once the process has exited: DRAIN_SECONDS (5 in production) later.
    const stopping = cluster.apps[0]!.stop();
    await expect.poll(async () => (await readyz(a)).status, { timeout: 3_000, interval: 100 }).toBe(503);
    expect((await readyz(a)).body).toMatchObject({ status: 'not_ready', checks: { draining: true, database: 'ok' } });
    expect((await send(a, '/healthz')).status).toBe(200);
    expect((await send(a, '/heart-health')).status).toBe(200);
    // The cluster's readiness router marks it down in nginx: new requests through nginx go to the other instance.
    await expect.poll(() => cluster.router.down(), { timeout: 4_000, interval: 100 }).toEqual([`127.0.0.1:${a}`]);
    const marker = `draining${Date.now()}`;
    for (let i = 0; i < 6; i++) expect((await send(cluster.port, `/search?q1=${marker}${i}`)).status).toBe(200);
    const routed = fs.readFileSync(`${cluster.dir}/nginx/access.log`, 'utf8').split('\n').filter((line) => line.includes(marker));
    expect(routed).toHaveLength(6);
    expect(routed.filter((line) => line.includes(`upstream=127.0.0.1:${a}`))).toEqual([]);
    await stopping;
    expect(await listening(a)).toBe(false);
    for (const path of pages) expect((await send(cluster.port, path)).status, path).toBe(200);
    await cluster.apps[0]!.start();
    expect((await readyz(a)).status).toBe(200);
    await expect.poll(() => cluster.router.down(), { timeout: 3_000, interval: 100 }).toEqual([]);
  });

  it('with Redis stopped, pages and writes go on per instance with a logged warning, and sharing resumes when it is back', async () => {
    const [a, b] = cluster.appPorts as [number, number];
    await cluster.redis.stop();
    const failures: string[] = [];
    for (const port of [a, b, cluster.port]) {
      for (const path of [...pages, '/heart-health/physical-activity-for-heart-health', '/api/search/suggest?q=slee']) {
        const answer = await send(port, path);
        if (answer.status !== 200) failures.push(`${port} ${path} ${answer.status}`);
      }
    }
    expect(failures).toEqual([]);
    // No lost writes: a publication during the outage is stored and shown.
    const path = '/nutrition/cluster-during-redis-outage';
    const put = await send(a, '/api/content/articles', { method: 'PUT', headers: { authorization: `Bearer ${cluster.contentToken}` }, body: article(path, 'Stored while Redis was down') });
    expect(put.status).toBe(200);
    await expect.poll(async () => (await send(b, path)).text, { timeout: 5_000 }).toContain('Stored while Redis was down');
    const logs = cluster.apps.map((app) => fs.readFileSync(app.logFile, 'utf8')).join('\n');
    expect(logs).toContain('Redis is unreachable: pages are cached per instance');

    await cluster.redis.start();
    const appLogs = () => cluster.apps.map((app) => fs.readFileSync(app.logFile, 'utf8')).join('\n');
    await expect.poll(() => appLogs().match(/Redis is reachable again: the page cache/g)?.length ?? 0, { timeout: 15_000 }).toBe(2);
    // A page neither instance has rendered yet: rendered by one, a hit on the other, so shared again.
    const fresh = '/nutrition/fiber-basics';
    expect((await send(a, fresh)).status).toBe(200);
    expect((await send(b, fresh)).headers['x-nextjs-cache']).toBe('HIT');
  });

  it('with Redis stopped, the cluster’s Prometheus fires WellreadRedisDown for every instance, and resolves it when Redis is back (issue 29)', async () => {
    const instances = cluster.appPorts.map((port) => `127.0.0.1:${port}`).sort();
    // Every instance scraped and connected, and nothing left firing from the outage before.
    await expect.poll(() => instancesWhere('wellread_redis_up == 1'), { timeout: 30_000, interval: 1_000 }).toEqual(instances);
    await expect.poll(() => firingFor('WellreadRedisDown'), { timeout: 15_000, interval: 1_000 }).toEqual([]);

    await cluster.redis.stop();
    // The gauge is 0 from the next scrape (every 5 s); the rule holds 30 s, evaluated every 5 s: about 40 s.
    await expect.poll(() => firingFor('WellreadRedisDown'), { timeout: 90_000, interval: 2_000 }).toEqual(instances);

    await cluster.redis.start();
    // The instances reconnect within 2 s; the next scrape and evaluation resolve the alert.
    await expect.poll(() => firingFor('WellreadRedisDown'), { timeout: 30_000, interval: 1_000 }).toEqual([]);
    expect(await instancesWhere('wellread_redis_up == 1')).toEqual(instances);
  }, 180_000);

  it('with PostgreSQL stopped, cached pages are served by nginx and APIs answer 503 JSON; it recovers without a restart', async () => {
    for (const path of pages) expect((await send(cluster.port, path)).status, path).toBe(200);
    await cluster.postgres.stop();
    for (const path of pages) expect((await send(cluster.port, path)).status, path).toBe(200);

    // Readiness goes false on every instance (each asked on its own port), while liveness stays true.
    for (const port of cluster.appPorts) {
      const ready = await readyz(port);
      expect(ready.status, String(port)).toBe(503);
      expect(ready.body.status).toBe('not_ready');
      expect(ready.body.checks.database, String(port)).not.toBe('ok');
      expect(ready.body.checks.draining).toBe(false);
      expect((await send(port, '/healthz')).status, String(port)).toBe(200);
    }

    const suggest = await send(cluster.port, '/api/search/suggest?q=zzunseen');
    expect(suggest.status).toBe(503);
    expect(suggest.headers['retry-after']).toBe('5');
    expect(JSON.parse(suggest.text)).toMatchObject({ error: { code: 'database_unavailable' } });
    const survey = await send(cluster.port, '/api/survey', { method: 'POST', body: { path: '/', score: 5 } });
    expect(survey.status).toBe(503);
    expect(JSON.parse(survey.text)).toMatchObject({ error: { code: 'database_unavailable' } });

    await cluster.postgres.start();
    for (const port of cluster.appPorts) await expect.poll(async () => (await readyz(port)).status, { timeout: 20_000 }).toBe(200);
    expect((await readyz(cluster.appPorts[0]!)).body.checks).toEqual({ database: 'ok', migrations: 'ok', redis: 'ok', draining: false });
    await expect.poll(async () => (await send(cluster.port, '/api/search/suggest?q=zzunseen2')).status, { timeout: 20_000 }).toBe(200);
    expect((await send(cluster.port, '/api/survey', { method: 'POST', body: { path: '/', score: 4 } })).status).toBe(204);
  });
});
