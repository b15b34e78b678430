import { describe, expect, it } from 'vitest';
import { bmiCategory, bmiMetric, bmiUs } from './bmi';
import { activityFactor, activityLevels, energyEstimate, mifflinStJeor } from './energy';
import { checkBody, checkField, readNumber, rules } from './inputs';
import { cmToFeetInches, cmToInches, fieldNumber, inchesToCm, kgToLb, lbToKg } from './units';

describe('BMI', () => {
  it('is kg / m² to one decimal', () => {
    expect(bmiMetric(70, 175)).toBe(22.9);
    expect(bmiMetric(100, 200)).toBe(25);
    expect(bmiMetric(50, 170)).toBe(17.3);
  });

  it('is 703 × lb / in² in US units', () => {
    expect(bmiUs(150, 65)).toBe(25); // 150 lb, 5 ft 5 in → 24.96 → 25.0
    expect(bmiUs(200, 70)).toBe(28.7);
  });

  it('gives the same answer from either unit system for the same body', () => {
    expect(bmiMetric(lbToKg(150), inchesToCm(65))).toBe(bmiUs(150, 65));
  });

  it.each([
    [18.4, 'underweight', null],
    [18.5, 'healthy weight', null],
    [24.9, 'healthy weight', null],
    [25, 'overweight', null],
    [29.9, 'overweight', null],
    [30, 'obesity (class 1)', 1],
    [34.9, 'obesity (class 1)', 1],
    [35, 'obesity (class 2)', 2],
    [39.9, 'obesity (class 2)', 2],
    [40, 'obesity (class 3)', 3],
  ] as const)('%s is %s', (bmi, label, obesityClass) => {
    expect(bmiCategory(bmi).label).toBe(label);
    expect(bmiCategory(bmi).obesityClass).toBe(obesityClass);
  });

  it('places a value by its one-decimal reading, as the reader sees it', () => {
    expect(bmiCategory(24.95).band).toBe('overweight');
    expect(bmiCategory(24.94).band).toBe('healthy');
    expect(bmiCategory(18.46).band).toBe('healthy');
  });
});

describe('Mifflin–St Jeor', () => {
  it('uses +5 for men and −161 for women', () => {
    // 10 × 80 + 6.25 × 180 − 5 × 40 + 5 = 1730
    expect(mifflinStJeor({ sex: 'male', kg: 80, cm: 180, age: 40 })).toBe(1730);
    // 10 × 60 + 6.25 × 165 − 5 × 30 − 161 = 1320.25
    expect(mifflinStJeor({ sex: 'female', kg: 60, cm: 165, age: 30 })).toBe(1320.25);
  });

  it('has the five activity factors', () => {
    expect(activityLevels.map((a) => a.factor)).toEqual([1.2, 1.375, 1.55, 1.725, 1.9]);
    expect(activityFactor('moderate')).toBe(1.55);
  });

  it('estimates maintenance and loss targets to the nearest 10 kcal', () => {
    const man = energyEstimate({ sex: 'male', kg: 80, cm: 180, age: 40, activity: 'moderate' });
    expect(man.resting).toBe(1730);
    expect(man.maintenance).toBe(2680); // 1730 × 1.55 = 2681.5
    expect(man.lossTargets).toEqual([
      { deficit: 250, calories: 2430, belowFloor: false },
      { deficit: 500, calories: 2180, belowFloor: false },
    ]);
    const woman = energyEstimate({ sex: 'female', kg: 60, cm: 165, age: 30, activity: 'sedentary' });
    expect(woman.resting).toBe(1320);
    expect(woman.maintenance).toBe(1580); // 1320.25 × 1.2 = 1584.3
  });

  it('flags targets under 1,200 (women) or 1,500 (men) kcal a day', () => {
    const woman = energyEstimate({ sex: 'female', kg: 50, cm: 155, age: 70, activity: 'sedentary' });
    // 500 + 968.75 − 350 − 161 = 957.75; × 1.2 = 1149.3
    expect(woman.maintenance).toBe(1150);
    expect(woman.floor).toBe(1200);
    expect(woman.lossTargets.every((t) => t.belowFloor)).toBe(true);
    const man = energyEstimate({ sex: 'male', kg: 60, cm: 165, age: 60, activity: 'sedentary' });
    // 600 + 1031.25 − 300 + 5 = 1336.25; × 1.2 = 1603.5 → 1600; −250 = 1350 < 1500
    expect(man.floor).toBe(1500);
    expect(man.lossTargets.map((t) => t.belowFloor)).toEqual([true, true]);
    const justAbove = energyEstimate({ sex: 'female', kg: 62, cm: 165, age: 30, activity: 'sedentary' });
    // (620 + 1031.25 − 150 − 161) × 1.2 = 1608.3; −250 → 1360, −500 → 1110
    expect(justAbove.lossTargets.map((t) => [t.calories, t.belowFloor])).toEqual([
      [1360, false],
      [1110, true],
    ]);
  });
});

describe('units', () => {
  it('converts with the exact factors', () => {
    expect(lbToKg(1)).toBe(0.45359237);
    expect(kgToLb(0.45359237)).toBe(1);
    expect(inchesToCm(1)).toBe(2.54);
    expect(cmToInches(254)).toBe(100);
  });

  it('turns cm into feet and whole inches, carrying 12 inches into a foot', () => {
    expect(cmToFeetInches(175)).toEqual({ feet: 5, inches: 9 }); // 68.9 in
    expect(cmToFeetInches(182.6)).toEqual({ feet: 6, inches: 0 }); // 71.9 in → 72
    expect(cmToFeetInches(165.1)).toEqual({ feet: 5, inches: 5 });
  });

  it('writes field numbers with at most one decimal', () => {
    expect(fieldNumber(kgToLb(70))).toBe('154.3');
    expect(fieldNumber(70)).toBe('70');
  });
});

describe('reading numbers', () => {
  it('accepts a point or a comma as the decimal separator', () => {
    expect(readNumber(' 70.5 ')).toEqual({ ok: true, value: 70.5 });
    expect(readNumber('70,5')).toEqual({ ok: true, value: 70.5 });
  });

  it.each(['abc', '-70', '70kg', '1,200.5', '7 0', '70.', '.5', '1e3', '0x10'])('rejects %j as not a number', (raw) => {
    expect(readNumber(raw)).toEqual({ ok: false, reason: 'format' });
  });

  it('tells empty apart', () => {
    expect(readNumber('   ')).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('field messages', () => {
  const cases: [keyof typeof rules, string, string][] = [
    ['heightCm', '', 'Enter your height in centimeters.'],
    ['heightCm', 'tall', 'Enter your height as a number, like 175.'],
    ['heightCm', '99', 'Enter a height between 100 and 250 cm.'],
    ['heightCm', '251', 'Enter a height between 100 and 250 cm.'],
    ['heightFt', '', 'Enter the feet of your height.'],
    ['heightFt', '5.5', 'Enter feet as a whole number, like 5.'],
    ['heightFt', '2', 'Enter a height between 3 and 8 feet.'],
    ['heightFt', '9', 'Enter a height between 3 and 8 feet.'],
    ['heightIn', 'x', 'Enter inches as a number, like 7.'],
    ['heightIn', '12', 'Enter inches from 0 to 11.'],
    ['weightKg', '', 'Enter your weight in kilograms.'],
    ['weightKg', '70 kg', 'Enter your weight as a number, like 70 or 70.5.'],
    ['weightKg', '19.9', 'Enter a weight between 20 and 350 kg.'],
    ['weightKg', '350.1', 'Enter a weight between 20 and 350 kg.'],
    ['weightLb', '', 'Enter your weight in pounds.'],
    ['weightLb', 'heavy', 'Enter your weight as a number, like 150 or 150.5.'],
    ['weightLb', '44', 'Enter a weight between 45 and 770 lb.'],
    ['weightLb', '771', 'Enter a weight between 45 and 770 lb.'],
    ['age', '', 'Enter your age in years.'],
    ['age', '45.5', 'Enter your age as a whole number, like 45.'],
    ['age', '17', 'This calculator is for adults aged 18 to 100.'],
    ['age', '101', 'This calculator is for adults aged 18 to 100.'],
  ];
  it.each(cases)('%s %j says %j', (field, raw, message) => {
    expect(checkField(field, raw)).toEqual({ ok: false, message });
  });

  it('accepts the ends of each range', () => {
    for (const [field, rule] of Object.entries(rules) as [keyof typeof rules, (typeof rules)[keyof typeof rules]][]) {
      expect(checkField(field, String(rule.min)).ok, `${field} min`).toBe(true);
      expect(checkField(field, String(rule.max)).ok, `${field} max`).toBe(true);
    }
  });

  it('reads empty inches as 0', () => {
    expect(checkField('heightIn', '')).toEqual({ ok: true, value: 0 });
  });
});

describe('checkBody', () => {
  const blank = { heightCm: '', heightFt: '', heightIn: '', weightKg: '', weightLb: '' };

  it('reads metric fields only in metric', () => {
    expect(checkBody({ ...blank, units: 'metric', heightCm: '175', weightKg: '70', heightFt: 'junk' })).toEqual({
      body: { kg: 70, cm: 175, bmi: 22.9 },
      errors: {},
    });
  });

  it('reads US fields with the US formula', () => {
    const { body, errors } = checkBody({ ...blank, units: 'us', heightFt: '5', heightIn: '5', weightLb: '150' });
    expect(errors).toEqual({});
    expect(body?.bmi).toBe(25);
    expect(body?.cm).toBeCloseTo(165.1, 5);
    expect(body?.kg).toBeCloseTo(68.04, 2);
  });

  it('reports every invalid field at once', () => {
    expect(checkBody({ ...blank, units: 'us', heightIn: '13' })).toEqual({
      body: null,
      errors: {
        heightFt: 'Enter the feet of your height.',
        heightIn: 'Enter inches from 0 to 11.',
        weightLb: 'Enter your weight in pounds.',
      },
    });
  });
});
