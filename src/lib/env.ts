import { z } from 'zod';

const siteIds = ['healthline', 'psy'] as const;

/** Parses "host=site,host=site"; a malformed entry is a configuration error, reported at start-up. */
const siteHostMap = z
  .string()
  .default('psy.localhost=psy')
  .transform((raw, ctx) => {
    const map: Record<string, (typeof siteIds)[number]> = {};
    for (const entry of raw.split(',').map((e) => e.trim()).filter(Boolean)) {
      const [host, site] = entry.split('=').map((p) => p.trim().toLowerCase());
      if (!host || !site || !(siteIds as readonly string[]).includes(site)) {
        ctx.addIssue({ code: 'custom', message: `SITE_HOSTS entry "${entry}" must look like host=${siteIds.join('|')}` });
        return z.NEVER;
      }
      map[host] = site as (typeof siteIds)[number];
    }
    return map;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .default('')
    .refine((v) => v === '' || /^postgres(ql)?:\/\//.test(v), 'DATABASE_URL must be empty (SQLite) or start with postgres://'),
  SQLITE_PATH: z.string().min(1).default('./data/wellread.db'),
  DEFAULT_SITE: z.enum(siteIds).default('healthline'),
  SITE_HOSTS: siteHostMap,
  CONTENT_API_TOKEN: z.string().default(''),
  CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;
export type SiteId = (typeof siteIds)[number];
export const SITE_IDS = siteIds;

let cached: Env | undefined;

/** The validated environment; throws a readable error naming every bad variable. */
export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  cached = parsed.data;
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
