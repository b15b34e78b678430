'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import buttons from '@/components/Buttons.module.css';
import { bmiCategory, bmiResultText } from '@/widgets/kits/health-tools/bmi';
import { BodyFields, type BodyField } from '@/widgets/kits/health-tools/BodyFields';
import { emptyBody, switchUnits } from '@/widgets/kits/health-tools/body-state';
import { UnitsChoice } from '@/widgets/kits/health-tools/fields';
import { checkBody, type BodyInput, type Errors } from '@/widgets/kits/health-tools/inputs';
import styles from '@/widgets/kits/health-tools/tool.module.css';
import type { Units } from '@/widgets/kits/health-tools/units';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The BMI form. Everything stays in this browser tab: no request, no analytics event carries a
 * value. The result is announced through a polite live region; invalid fields get their message
 * (aria-describedby) and the first of them gets focus.
 */
export function BmiForm({ defaultUnits }: { defaultUnits: Units }) {
  const id = useId();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [input, setInput] = useState<BodyInput>(() => emptyBody(defaultUnits));
  const [errors, setErrors] = useState<Errors>({});
  // Bumped by each submit with errors; once React has rendered the messages, the first invalid field gets focus (and is read with its message).
  const [failedAttempts, setFailedAttempts] = useState(0);
  useEffect(() => {
    if (failedAttempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempts]);
  const [bmi, setBmi] = useState<number | null>(null);

  const change = (field: BodyField, value: string) => setInput((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBody(input);
    setErrors(checked.errors);
    setBmi(checked.body ? checked.body.bmi : null);
    if (!checked.body) {
      setFailedAttempts((n) => n + 1);
    }
  };

  const category = bmi === null ? null : bmiCategory(bmi);

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      <UnitsChoice
        id={id}
        units={input.units}
        onChange={(units) => {
          setInput((current) => switchUnits(current, units));
          setErrors({});
        }}
      />
      <BodyFields id={id} input={input} errors={errors} onChange={change} />
      <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={!hydrated}>
        Calculate BMI
      </button>
      <div className={styles.result} aria-live="polite" data-testid="bmi-result">
        {bmi !== null && category && (
          <div className={styles.resultBox}>
            <p className={styles.resultValue}>{bmiResultText(bmi)}</p>
            {category.band !== 'healthy' && (
              <p>
                BMI alone does not tell you about your health. A doctor can look at it together with things like your waist size, blood
                pressure and blood tests.
              </p>
            )}
          </div>
        )}
      </div>
    </form>
  );
}
