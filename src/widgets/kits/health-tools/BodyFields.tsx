import type { Errors, BodyInput } from './inputs';
import { NumberInput } from './fields';
import styles from './tool.module.css';

export type BodyField = 'heightCm' | 'heightFt' | 'heightIn' | 'weightKg' | 'weightLb';

/** Height and weight in the chosen units. */
export function BodyFields({
  id,
  input,
  errors,
  onChange,
}: {
  id: string;
  input: BodyInput;
  errors: Errors;
  onChange: (field: BodyField, value: string) => void;
}) {
  if (input.units === 'metric') {
    return (
      <div className={styles.row}>
        <NumberInput
          id={`${id}-height-cm`}
          label="Height"
          unit="cm"
          value={input.heightCm}
          error={errors.heightCm}
          onChange={(v) => onChange('heightCm', v)}
        />
        <NumberInput
          id={`${id}-weight-kg`}
          label="Weight"
          unit="kg"
          value={input.weightKg}
          error={errors.weightKg}
          onChange={(v) => onChange('weightKg', v)}
        />
      </div>
    );
  }
  return (
    <div className={`${styles.row} ${styles.bodyRow}`}>
      <fieldset className={styles.height}>
        <legend className={styles.legend}>Height</legend>
        <div className={styles.row}>
          <NumberInput
            id={`${id}-height-ft`}
            label="Feet"
            unit="ft"
            value={input.heightFt}
            error={errors.heightFt}
            onChange={(v) => onChange('heightFt', v)}
          />
          <NumberInput
            id={`${id}-height-in`}
            label="Inches"
            unit="in"
            value={input.heightIn}
            error={errors.heightIn}
            onChange={(v) => onChange('heightIn', v)}
          />
        </div>
      </fieldset>
      <NumberInput
        id={`${id}-weight-lb`}
        label="Weight"
        unit="lb"
        value={input.weightLb}
        error={errors.weightLb}
        onChange={(v) => onChange('weightLb', v)}
      />
    </div>
  );
}
