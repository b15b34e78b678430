export const alertRulesFile: string;
export function findPrometheus(): string;
export function renderPrometheusConfig(options: { targets: string[]; interval?: string; timeout?: string; ruleFiles?: string[]; metricsToken?: string }): string;
