import { readNumber, type BodyInput } from './inputs';
import { cmToFeetInches, fieldNumber, inchesToCm, kgToLb, lbToKg, type Units } from './units';

/**
 * Switching units converts what the reader has typed into the other system: heights to whole
 * inches or one-decimal cm, weights to one decimal. A field that does not hold a number is left
 * as the other system had it (nothing is guessed from text that is not a number).
 */
export function switchUnits(input: BodyInput, units: Units): BodyInput {
  if (units === input.units) return input;
  const next: BodyInput = { ...input, units };
  if (units === 'us') {
    const cm = readNumber(input.heightCm);
    if (cm.ok) {
      const { feet, inches } = cmToFeetInches(cm.value);
      next.heightFt = String(feet);
      next.heightIn = String(inches);
    }
    const kg = readNumber(input.weightKg);
    if (kg.ok) next.weightLb = fieldNumber(kgToLb(kg.value));
  } else {
    const feet = readNumber(input.heightFt);
    const inches = input.heightIn.trim() === '' ? ({ ok: true, value: 0 } as const) : readNumber(input.heightIn);
    if (feet.ok && inches.ok) next.heightCm = fieldNumber(inchesToCm(feet.value * 12 + inches.value));
    const lb = readNumber(input.weightLb);
    if (lb.ok) next.weightKg = fieldNumber(lbToKg(lb.value));
  }
  return next;
}

export const emptyBody = (units: Units): BodyInput => ({ units, heightCm: '', heightFt: '', heightIn: '', weightKg: '', weightLb: '' });
