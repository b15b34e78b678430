/** Spec: start at 80% of the final value, reach it in 60 steps over 2000 ms, each item 2000 ms after the previous. */
export const statsAnimation = {
  startFraction: 0.8,
  steps: 60,
  durationMs: 2000,
  staggerMs: 2000,
} as const;

export interface StatNumber {
  /** The figure exactly as the editor wrote it. */
  text: string;
  prefix: string;
  value: number;
  suffix: string;
  decimals: number;
  /** Written with thousands separators ("1,200"). */
  grouped: boolean;
  /** Written without a leading zero (".5"). */
  bareDecimal: boolean;
}

// The first number: comma-grouped ("1,200.5"), decimal ("4.1", ".5") or whole ("80").
const firstNumber = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d*\.\d+|\d+/;

export function parseStatNumber(text: string): StatNumber | null {
  const match = firstNumber.exec(text);
  if (!match) return null;
  const digits = match[0];
  const value = Number(digits.replaceAll(',', ''));
  if (!Number.isFinite(value) || value > Number.MAX_SAFE_INTEGER) return null;
  return {
    text,
    prefix: text.slice(0, match.index),
    value,
    suffix: text.slice(match.index + digits.length),
    decimals: digits.split('.')[1]?.length ?? 0,
    grouped: digits.includes(','),
    bareDecimal: digits.startsWith('.'),
  };
}

/** Writes `value` the way the final figure is written: same prefix, suffix, decimals and separators. */
export function formatStatValue(stat: StatNumber, value: number): string {
  const [whole = '', fraction] = value.toFixed(stat.decimals).split('.');
  let integer = stat.grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  if (stat.bareDecimal && integer === '0') integer = '';
  return `${stat.prefix}${integer}${fraction === undefined ? '' : `.${fraction}`}${stat.suffix}`;
}

/** The figure shown at `step` (0 = the 80% start, `steps` = the final figure, verbatim). */
export function statTextAtStep(stat: StatNumber, step: number): string {
  const { startFraction, steps } = statsAnimation;
  if (step >= steps) return stat.text;
  const start = stat.value * startFraction;
  return formatStatValue(stat, start + ((stat.value - start) * Math.max(step, 0)) / steps);
}

/** Which step item `index` has reached `elapsedMs` after the block came into view. */
export function stepAt(elapsedMs: number, index: number): number {
  const { steps, durationMs, staggerMs } = statsAnimation;
  const itemElapsed = elapsedMs - index * staggerMs;
  return Math.min(steps, Math.max(0, Math.floor((itemElapsed * steps) / durationMs)));
}

/** When the last of `itemCount` items reaches its final figure. */
export function animationEndMs(itemCount: number): number {
  const { durationMs, staggerMs } = statsAnimation;
  return itemCount === 0 ? 0 : (itemCount - 1) * staggerMs + durationMs;
}
