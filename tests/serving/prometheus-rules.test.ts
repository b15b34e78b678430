import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { alertRulesFile, renderPrometheusConfig } from '../../scripts/cluster/prometheus.mjs';

/**
 * The alerting rules in deploy/prometheus (issue 29), checked by Debian's promtool (package
 * `prometheus`, which scripts/serving.mjs and .ci/run install): the rules are valid, their unit
 * tests pass, and the cluster's scrape config loads them. A broken file, and a rule that no longer
 * does what its unit test says, fail, so the checks are real.
 */

const promtool = process.env.PROMTOOL ?? '/usr/bin/promtool';
const rulesTests = path.join(path.dirname(alertRulesFile), 'alerts.test.yml');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-promtool-'));

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function promtoolRun(...args: string[]): { status: number | null; output: string } {
  const result = spawnSync(promtool, args, { encoding: 'utf8', timeout: 60_000 });
  if (result.error) throw new Error(`${promtool}: ${result.error.message} (apt-get install -y prometheus)`);
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** alerts.yml with one piece replaced, and its unit tests beside it, in the scratch folder. */
function mutatedRules(name: string, from: string, to: string): string {
  const rules = fs.readFileSync(alertRulesFile, 'utf8');
  expect(rules).toContain(from);
  const dir = fs.mkdtempSync(path.join(scratch, `${name}-`));
  fs.writeFileSync(path.join(dir, 'alerts.yml'), rules.replace(from, to));
  fs.copyFileSync(rulesTests, path.join(dir, 'alerts.test.yml'));
  return dir;
}

describe('the alerting rules (deploy/prometheus)', () => {
  it('pass promtool check rules', () => {
    const { status, output } = promtoolRun('check', 'rules', alertRulesFile);
    expect(output).toMatch(/SUCCESS: \d+ rules found/);
    expect(status, output).toBe(0);
  });

  it('pass their unit tests: each alert fires on one series and stays quiet on another', () => {
    const { status, output } = promtoolRun('test', 'rules', rulesTests);
    expect(status, output).toBe(0);
    expect(output).toContain('SUCCESS');
  });

  it('a rule with invalid PromQL fails the check', () => {
    const dir = mutatedRules('syntax', 'expr: wellread_redis_up == 0', 'expr: rate(wellread_redis_up[5m] == 0');
    const { status, output } = promtoolRun('check', 'rules', path.join(dir, 'alerts.yml'));
    expect(status).not.toBe(0);
    expect(output).toMatch(/FAILED|error/i);
  });

  it('a rule that no longer fires when it should fails its unit test', () => {
    const dir = mutatedRules('threshold', 'expr: wellread_redis_up == 0', 'expr: wellread_redis_up < 0');
    expect(promtoolRun('check', 'rules', path.join(dir, 'alerts.yml')).status).toBe(0);
    const { status, output } = promtoolRun('test', 'rules', path.join(dir, 'alerts.test.yml'));
    expect(status).not.toBe(0);
    expect(output).toContain('WellreadRedisDown');
  });

  it('the cluster’s scrape config, with and without a metrics token, passes promtool check config with the rules', () => {
    for (const metricsToken of ['', 'a-metrics-token-of-32-characters']) {
      const file = path.join(scratch, `prometheus${metricsToken ? '-token' : ''}.yml`);
      fs.writeFileSync(file, renderPrometheusConfig({ targets: ['127.0.0.1:3001', '127.0.0.1:3002'], metricsToken }));
      const { status, output } = promtoolRun('check', 'config', file);
      expect(status, output).toBe(0);
      expect(output).toContain(alertRulesFile);
      expect(output).toMatch(/SUCCESS: \d+ rules found/);
    }
  });
});
