'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import buttons from '@/components/Buttons.module.css';
import { BodyFields, type BodyField } from '@/widgets/kits/health-tools/BodyFields';
import { emptyBody, switchUnits } from '@/widgets/kits/health-tools/body-state';
import {
  activityLevels,
  energyEstimate,
  formatCalories,
  maintenanceText,
  type ActivityLevel,
  type EnergyEstimate,
  type FormulaSex,
} from '@/widgets/kits/health-tools/energy';
import { errorId, NumberInput, UnitsChoice } from '@/widgets/kits/health-tools/fields';
import { checkBody, checkField, choiceMessages, isActivityLevel, isFormulaSex, type BodyInput, type Errors } from '@/widgets/kits/health-tools/inputs';
import styles from '@/widgets/kits/health-tools/tool.module.css';
import type { Units } from '@/widgets/kits/health-tools/units';
import { useHydrated } from '@/lib/use-hydrated';

const sexOptions: { value: FormulaSex; label: string }[] = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
];

/**
 * The calorie form. Everything stays in this browser tab: no request, no analytics event carries
 * a value. The result is announced through a polite live region; invalid fields get their
 * message (aria-describedby) and the first of them gets focus.
 */
export function CalorieForm({ defaultUnits, showLossTargets }: { defaultUnits: Units; showLossTargets: boolean }) {
  const id = useId();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [input, setInput] = useState<BodyInput>(() => emptyBody(defaultUnits));
  const [age, setAge] = useState('');
  const [sex, setSex] = useState<FormulaSex | ''>('');
  const [activity, setActivity] = useState<ActivityLevel | ''>('');
  const [errors, setErrors] = useState<Errors>({});
  // Bumped by each submit with errors; once React has rendered the messages, the first invalid field gets focus (and is read with its message).
  const [failedAttempts, setFailedAttempts] = useState(0);
  useEffect(() => {
    if (failedAttempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]')?.focus();
  }, [failedAttempts]);
  const [estimate, setEstimate] = useState<{ value: EnergyEstimate; sex: FormulaSex } | null>(null);

  const change = (field: BodyField, value: string) => setInput((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ageCheck = checkField('age', age);
    const { body, errors: bodyErrors } = checkBody(input);
    const found: Errors = {};
    if (!ageCheck.ok) found.age = ageCheck.message;
    if (!sex) found.sex = choiceMessages.sex;
    Object.assign(found, bodyErrors);
    if (!activity) found.activity = choiceMessages.activity;
    setErrors(found);
    if (!ageCheck.ok || !sex || !activity || !body) {
      setEstimate(null);
      setFailedAttempts((n) => n + 1);
      return;
    }
    setEstimate({ value: energyEstimate({ sex, kg: body.kg, cm: body.cm, age: ageCheck.value, activity }), sex });
  };

  const sexNoteId = `${id}-sex-note`;
  const activityId = `${id}-activity`;

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
      <div className={styles.row}>
        <NumberInput id={`${id}-age`} label="Age" unit="years" value={age} error={errors.age} onChange={setAge} />
      </div>
      <fieldset className={styles.choice}>
        <legend className={styles.legend}>Sex used in the formula</legend>
        <div className={styles.options}>
          {sexOptions.map((option, index) => (
            <label key={option.value} className={styles.option}>
              <input
                type="radio"
                name={`${id}-sex`}
                value={option.value}
                checked={sex === option.value}
                data-invalid={errors.sex && index === 0 ? '' : undefined}
                aria-describedby={errors.sex ? `${errorId(`${id}-sex`)} ${sexNoteId}` : sexNoteId}
                onChange={(event) => {
                  if (isFormulaSex(event.target.value)) setSex(event.target.value);
                }}
              />
              {option.label}
            </label>
          ))}
        </div>
        {errors.sex && (
          <p id={errorId(`${id}-sex`)} className={styles.error}>
            {errors.sex}
          </p>
        )}
        <p id={sexNoteId} className={styles.note}>
          The equation has one version for males and one for females. If neither fits you, for example during hormone therapy, either gives a
          rough estimate; a doctor can advise.
        </p>
      </fieldset>
      <BodyFields id={id} input={input} errors={errors} onChange={change} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={activityId}>
          Activity level
        </label>
        <select
          id={activityId}
          className={styles.select}
          value={activity}
          aria-invalid={errors.activity ? true : undefined}
          aria-describedby={errors.activity ? errorId(activityId) : undefined}
          onChange={(event) => setActivity(isActivityLevel(event.target.value) ? event.target.value : '')}
        >
          <option value="">Choose one</option>
          {activityLevels.map((level) => (
            <option key={level.id} value={level.id}>
              {level.label}: {level.hint}
            </option>
          ))}
        </select>
        {errors.activity && (
          <p id={errorId(activityId)} className={styles.error}>
            {errors.activity}
          </p>
        )}
      </div>
      <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={!hydrated}>
        Calculate calories
      </button>
      <div className={styles.result} aria-live="polite" data-testid="calorie-result">
        {estimate && (
          <div className={styles.resultBox}>
            <p className={styles.resultValue}>{maintenanceText(estimate.value)}</p>
            <p>Your resting energy use is about {formatCalories(estimate.value.resting)} calories a day.</p>
            {showLossTargets && (
              <>
                <p>To lose weight slowly, a common approach is to eat a little less than that:</p>
                <ul className={styles.targets}>
                  {estimate.value.lossTargets.map((target) => (
                    <li key={target.deficit}>
                      {target.deficit === 250 ? 'Mild' : 'Moderate'} (about {target.deficit} fewer a day):{' '}
                      {target.belowFloor
                        ? `not shown, because it would be under ${formatCalories(estimate.value.floor)} calories a day. Talk to a doctor or registered dietitian before eating that little.`
                        : `about ${formatCalories(target.calories)} calories a day.`}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </div>
    </form>
  );
}
