/**
 * Recipe texts (spec: article blocks 5, "Recipe servings: 'Makes 1 serving' for '1', otherwise
 * 'Makes N servings'. Times shorten hours to h and minutes to min; cook time defaults to '0 min'").
 * Editors write times as they would say them ("1 hour 15 minutes", "20 mins", "45"); a bare number
 * is minutes. The same reading gives the ISO 8601 durations of the JSON-LD.
 */

/** "Makes 1 serving" for "1", otherwise "Makes N servings"; nothing when the field is empty. */
export function servingsText(servings: string | number | undefined): string | null {
  const value = String(servings ?? '').trim();
  if (!value) return null;
  return value === '1' ? 'Makes 1 serving' : `Makes ${value} servings`;
}


/** The time as shown: hours shortened to h and minutes to min ("1 hour 5 minutes" reads "1 h 5 min"). */
export function timeText(time: string | undefined): string | null {
  const value = (time ?? '').trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return `${Number(value)} min`;
  return value
    .replace(/(\d)\s*(?:hours?|hrs?|h)\b\.?/gi, '$1 h')
    .replace(/(\d)\s*(?:minutes?|mins?|m)\b\.?/gi, '$1 min')
    .replace(/\b(?:hours?|hrs?)\b\.?/gi, 'h')
    .replace(/\b(?:minutes?|mins?)\b\.?/gi, 'min')
    .replace(/\s+/g, ' ');
}

/** Cook time as shown; an empty cook time reads "0 min" (spec). */
export function cookTimeText(time: string | undefined): string {
  return timeText(time) ?? '0 min';
}

/** Minutes in a time as editors write it, or null when it holds no readable hours or minutes. */
export function timeMinutes(time: string | undefined): number | null {
  const value = (time ?? '').trim().toLowerCase();
  if (!value) return null;
  if (/^\d+(?:\.\d+)?$/.test(value)) return Math.round(Number(value));
  let minutes = 0;
  let found = false;
  for (const match of value.matchAll(/(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m)\b/g)) {
    found = true;
    const amount = Number(match[1]);
    minutes += match[2]!.startsWith('h') ? amount * 60 : amount;
  }
  return found ? Math.round(minutes) : null;
}

/** ISO 8601 duration ("PT1H15M") for a number of minutes. */
export function isoDuration(minutes: number | null): string | undefined {
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return undefined;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}
