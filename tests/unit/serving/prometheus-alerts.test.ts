import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { alertRulesFile, renderPrometheusConfig } from '../../../scripts/cluster/prometheus.mjs';

/**
 * The shape of deploy/prometheus (issue 29) without Prometheus installed: every alert has a
 * severity, the three annotations and a runbook section in the README, and unit tests that expect
 * it to fire and to stay quiet; the cluster's scrape config. promtool itself checks the rules and
 * runs those unit tests in tests/serving/prometheus-rules.test.ts.
 */

const dir = path.dirname(alertRulesFile);
const rules = fs.readFileSync(alertRulesFile, 'utf8');
const unitTests = fs.readFileSync(path.join(dir, 'alerts.test.yml'), 'utf8');
const readme = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');

/** Each `- alert:` entry's text, up to the next entry (comments between rules belong to the next). */
function alertEntries(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const match of rules.matchAll(/^ {6}- alert: (\w+)\n([\s\S]*?)(?=^ {6}(?:#|- alert:)|(?![\s\S]))/gm)) entries.set(match[1]!, match[2]!);
  return entries;
}

/** For each alert name, whether the unit tests have an eval_time expecting it to fire, and one expecting silence. */
function unitTestCases(): Map<string, { fires: boolean; quiet: boolean }> {
  const cases = new Map<string, { fires: boolean; quiet: boolean }>();
  for (const match of unitTests.matchAll(/^ {6}- eval_time: \S+\n {8}alertname: (\w+)\n((?: {9,}.*\n| {8}exp_alerts:.*\n)*)/gm)) {
    const entry = cases.get(match[1]!) ?? { fires: false, quiet: false };
    if (match[2]!.includes('exp_alerts:')) entry.fires = true;
    else entry.quiet = true;
    cases.set(match[1]!, entry);
  }
  return cases;
}

describe('deploy/prometheus/alerts.yml', () => {
  const alerts = alertEntries();

  it('has the issue’s alerts: error rate, p99 latency, readiness, Redis, outbox backlog, retention', () => {
    expect([...alerts.keys()]).toEqual([
      'WellreadHighErrorRate',
      'WellreadSlowRoute',
      'WellreadInstanceDown',
      'WellreadInstanceNotReady',
      'WellreadNoInstanceReady',
      'WellreadRedisDown',
      'WellreadOutboxBacklog',
      'WellreadRetentionNotRunning',
    ]);
  });

  it.each([...alertEntries()])('%s has an expression, a for, a severity, a summary, a description and a runbook in the README', (name, entry) => {
    expect(entry).toMatch(/^ {8}expr: /m);
    expect(entry).toMatch(/^ {8}for: \d+[smh]$/m);
    expect(entry).toMatch(/^ {10}severity: (page|ticket)$/m);
    expect(entry).toMatch(/^ {10}summary: ".+"$/m);
    expect(entry).toMatch(/^ {10}description: ".+"$/m);
    expect(entry).toContain(`runbook: "deploy/prometheus/README.md#${name.toLowerCase()}"`);
    expect(readme).toMatch(new RegExp(`^### ${name}$`, 'm'));
  });

  it('every alert has a unit test where it fires and one where it does not', () => {
    const cases = unitTestCases();
    for (const name of alerts.keys()) expect({ name, ...cases.get(name) }).toEqual({ name, fires: true, quiet: true });
    expect([...cases.keys()].filter((name) => !alerts.has(name))).toEqual([]);
  });
});

describe('the cluster’s prometheus.yml (scripts/cluster/prometheus.mjs)', () => {
  it('scrapes every instance’s /api/metrics as job wellread every 5 s and loads the rules', () => {
    const config = renderPrometheusConfig({ targets: ['127.0.0.1:3001', '127.0.0.1:3002'] });
    expect(config).toContain('  scrape_interval: 5s\n  scrape_timeout: 4s\n  evaluation_interval: 5s\n');
    expect(config).toContain(`rule_files:\n  - ${JSON.stringify(alertRulesFile)}\n`);
    expect(config).toContain('  - job_name: wellread\n    metrics_path: /api/metrics\n');
    expect(config).toContain('      - targets: ["127.0.0.1:3001", "127.0.0.1:3002"]\n');
    expect(config).not.toContain('authorization');
  });

  it('sends the metrics token as a bearer token when the instances have one', () => {
    const config = renderPrometheusConfig({ targets: ['127.0.0.1:3001'], metricsToken: 'tok"en' });
    expect(config).toContain('    authorization:\n      type: Bearer\n      credentials: "tok\\"en"\n');
  });
});
