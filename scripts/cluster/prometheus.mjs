// Prometheus (Debian's prometheus package) scraping every app instance of the cluster, with the
// repository's alerting rules (deploy/prometheus/alerts.yml), so an operator can open its UI and
// the fault tests can watch an alert fire (issue 29). deploy/prometheus/README.md has the details.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { root } from '../lib.mjs';
import { service } from './service.mjs';

export const alertRulesFile = path.join(root, 'deploy', 'prometheus', 'alerts.yml');

/** The prometheus binary (PROMETHEUS names another); throws with the install command when it is missing. */
export function findPrometheus() {
  const binary = process.env.PROMETHEUS ?? '/usr/bin/prometheus';
  if (!fs.existsSync(binary)) throw new Error(`Prometheus is not installed (${binary} is missing): apt-get install -y prometheus`);
  return binary;
}

const quoted = (value) => JSON.stringify(String(value));

/**
 * prometheus.yml: one job "wellread" scraping each instance's /api/metrics (targets "host:port"),
 * and the alerting rules. interval is both the scrape and the rule evaluation interval; the
 * cluster's 5 s lets the fault tests see an alert within a minute (production: 15 s, see the README).
 * metricsToken: the instances' METRICS_TOKEN, sent as a bearer token; without it they let only
 * loopback read their metrics, which a Prometheus on the same machine is.
 */
export function renderPrometheusConfig({ targets, interval = '5s', timeout = '4s', ruleFiles = [alertRulesFile], metricsToken = '' }) {
  const lines = [
    '# Written by scripts/cluster/prometheus.mjs.',
    'global:',
    `  scrape_interval: ${interval}`,
    `  scrape_timeout: ${timeout}`,
    `  evaluation_interval: ${interval}`,
    'rule_files:',
    ...ruleFiles.map((file) => `  - ${quoted(file)}`),
    'scrape_configs:',
    '  - job_name: wellread',
    '    metrics_path: /api/metrics',
    ...(metricsToken ? ['    authorization:', '      type: Bearer', `      credentials: ${quoted(metricsToken)}`] : []),
    '    static_configs:',
    `      - targets: [${targets.map(quoted).join(', ')}]`,
  ];
  return `${lines.join('\n')}\n`;
}

/** True when GET url answers 200 (Prometheus's /-/ready does once its storage is open). */
function answers200(url) {
  return new Promise((resolve) => {
    const request = http.get(url, { timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

/** Prometheus on 127.0.0.1:port with its config, data and log under dir; .url is its UI and API. */
export function clusterPrometheus({ dir, port, targets, metricsToken }) {
  const binary = findPrometheus();
  fs.mkdirSync(dir, { recursive: true });
  const configFile = path.join(dir, 'prometheus.yml');
  // 0600: it may hold the metrics token.
  fs.writeFileSync(configFile, renderPrometheusConfig({ targets, metricsToken }), { mode: 0o600 });
  const url = `http://127.0.0.1:${port}`;
  const prometheus = service({
    name: 'prometheus',
    command: binary,
    args: [`--config.file=${configFile}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`],
    logFile: path.join(dir, 'prometheus.log'),
    ready: () => answers200(`${url}/-/ready`),
  });
  prometheus.url = url;
  prometheus.port = port;
  prometheus.configFile = configFile;
  return prometheus;
}
