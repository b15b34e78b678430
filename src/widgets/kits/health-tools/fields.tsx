import type { Units } from './units';
import styles from './tool.module.css';

/**
 * Form parts both calculators share (rendered by their client leaves, and on the server as part
 * of them, so the form is in place before any script runs). Inputs have no name: nothing is ever
 * submitted anywhere, and the submit button stays disabled until the leaf has hydrated.
 */

export interface NumberInputProps {
  id: string;
  label: string;
  /** Short unit after the label, e.g. "cm". */
  unit: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

export const errorId = (id: string) => `${id}-error`;

export function NumberInput({ id, label, unit, value, error, onChange }: NumberInputProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label} <span className={styles.unit}>({unit})</span>
      </label>
      <input
        id={id}
        className={styles.input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId(id)} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export function UnitsChoice({ id, units, onChange }: { id: string; units: Units; onChange: (units: Units) => void }) {
  const options: { value: Units; label: string }[] = [
    { value: 'us', label: 'US (feet, inches, pounds)' },
    { value: 'metric', label: 'Metric (centimeters, kilograms)' },
  ];
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>Units</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={`${id}-units`}
              value={option.value}
              checked={units === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
