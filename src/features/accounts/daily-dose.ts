import { z } from 'zod';

/**
 * The daily-dose redirect (spec 5 and 7): a sign-in started from the daily-dose lessons carries
 * lessonId and unitId (and the lesson's transitId); after sign-in the member goes back to the
 * lesson instead of the return URL, with lessonId, unitId, provider, correlationId and transitId.
 */
const idValue = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const dailyDoseSchema = z.object({ lessonId: idValue, unitId: idValue, transitId: idValue.optional() });
export type DailyDose = z.infer<typeof dailyDoseSchema>;

/** The daily-dose data of a sign-in start's query, or null when it has none (or a malformed one: ignored, the sign-in goes on). */
export function dailyDoseFrom(query: URLSearchParams): DailyDose | null {
  if (!query.has('lessonId') && !query.has('unitId')) return null;
  const parsed = dailyDoseSchema.safeParse({
    lessonId: query.get('lessonId') ?? undefined,
    unitId: query.get('unitId') ?? undefined,
    transitId: query.get('transitId') ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}

/** The lesson URL the member goes to after signing in: the configured daily-dose base with the five parameters. */
export function dailyDoseUrl(base: string, dose: DailyDose, provider: string, correlationId: string): string {
  const url = new URL(base);
  url.searchParams.set('lessonId', dose.lessonId);
  url.searchParams.set('unitId', dose.unitId);
  url.searchParams.set('provider', provider);
  url.searchParams.set('correlationId', correlationId);
  url.searchParams.set('transitId', dose.transitId ?? correlationId);
  return url.toString();
}
