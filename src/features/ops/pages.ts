/** The operator pages, in navigation order: OpsNav links them, and the sign-in form may return to them only. */
export const opsPages = [
  { key: 'dashboard', href: '/ops', label: 'Dashboard' },
  { key: 'campaigns', href: '/ops/campaigns', label: 'Campaigns' },
  { key: 'feedback', href: '/ops/feedback', label: 'Reader feedback' },
] as const;

export type OpsPageKey = (typeof opsPages)[number]['key'];
export type OpsPagePath = (typeof opsPages)[number]['href'];
