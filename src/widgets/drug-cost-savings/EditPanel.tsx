import { useRef, useState, type FormEvent } from 'react';
import type { ManufacturerOption } from '@/features/savings/schema';
import { checkUpdate, selectionChanged, type EditField, type EditValues, type EditVariant } from './edit-check';
import { changeDraft } from './selection';
import { sanitizeZip, zipHasError } from './zip';
import { fieldLabels, texts } from './texts';
import styles from './DrugCostSavings.module.css';

interface Props {
  id: string;
  variant: EditVariant;
  manufacturers: ManufacturerOption[];
  current: EditValues;
  /** Spec 5: only with a copay driver. */
  showInsured: boolean;
  onUpdate: (values: EditValues) => void;
}

type SelectField = Exclude<EditField, 'zip' | 'insured'>;

/**
 * Spec 4.1 and 5: the edit panel. Zip takes digits only, cut at 5, flagged while shorter; an update
 * with an empty field flags it and does nothing; the template's update is disabled until a selection
 * changed. Each select falls back to a valid option when an earlier one changes.
 */
export function EditPanel({ id, variant, manufacturers, current, showInsured, onUpdate }: Props) {
  const [draft, setDraft] = useState<EditValues>(current);
  const [zipTouched, setZipTouched] = useState(false);
  const [flagged, setFlagged] = useState<EditField[]>([]);
  const formRef = useRef<HTMLFormElement>(null);

  const manufacturer = manufacturers.find((m) => m.name === draft.manufacturer);
  const form = manufacturer?.options.find((f) => f.form === draft.form);
  const dosage = form?.dossages.find((d) => d.dosage === draft.dosage);
  const options: Record<SelectField, string[]> = {
    manufacturer: manufacturers.map((m) => m.name),
    form: manufacturer?.options.map((f) => f.form) ?? [],
    dosage: form?.dossages.map((d) => d.dosage) ?? [],
    quantityDisplay: dosage?.commonQuantities.map((q) => q.display) ?? [],
  };

  const zipError = (zipTouched || flagged.includes('zip')) && zipHasError(draft.zip);
  const isFlagged = (field: EditField) => flagged.includes(field) || (field === 'zip' && zipError);
  const errorId = (field: EditField) => `${id}-${field}-error`;
  const fieldError = (field: EditField) => (field === 'zip' && draft.zip !== '' ? texts.zipError : `${fieldLabels[field]} is required.`);

  function unflag(field: EditField) {
    setFlagged((list) => list.filter((f) => f !== field));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkUpdate(draft, variant);
    if (!check.ok) {
      const fields: EditField[] = [...check.missing, ...(check.zipInvalid ? (['zip'] as const) : [])];
      setFlagged(fields);
      formRef.current?.querySelector<HTMLElement>(`[data-field="${fields[0]}"]`)?.focus();
      return;
    }
    onUpdate(draft);
  }

  const changed = selectionChanged(draft, current);
  const select = (field: SelectField) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${field}`} className={isFlagged(field) ? styles.labelError : undefined}>
        {fieldLabels[field]}
      </label>
      <select
        id={`${id}-${field}`}
        data-field={field}
        className={styles.select}
        value={draft[field]}
        aria-invalid={isFlagged(field) || undefined}
        aria-describedby={isFlagged(field) ? errorId(field) : undefined}
        onChange={(e) => {
          setDraft(changeDraft(manufacturers, draft, field, e.target.value));
          unflag(field);
        }}
      >
        {draft[field] === '' && <option value="">Choose…</option>}
        {options[field].map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
      {isFlagged(field) && (
        <p id={errorId(field)} className={styles.fieldError}>
          {fieldError(field)}
        </p>
      )}
    </div>
  );

  const flaggedNames = flagged.map((f) => fieldLabels[f]);
  return (
    <form ref={formRef} id={id} className={styles.panel} aria-label="Edit your prescription and location" noValidate onSubmit={onSubmit} data-testid="edit-panel">
      <div className={styles.field}>
        <label htmlFor={`${id}-zip`} className={isFlagged('zip') ? styles.labelError : undefined}>
          {fieldLabels.zip}
        </label>
        <p id={`${id}-zip-hint`} className={styles.fieldHint}>
          {texts.zipHint}
        </p>
        <input
          id={`${id}-zip`}
          data-field="zip"
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          value={draft.zip}
          aria-invalid={isFlagged('zip') || undefined}
          aria-describedby={isFlagged('zip') ? `${errorId('zip')} ${id}-zip-hint` : `${id}-zip-hint`}
          onChange={(e) => {
            setDraft({ ...draft, zip: sanitizeZip(e.target.value) });
            setZipTouched(true);
            unflag('zip');
          }}
        />
        <p id={errorId('zip')} className={styles.fieldError} aria-live="polite">
          {isFlagged('zip') ? fieldError('zip') : ''}
        </p>
      </div>
      {showInsured && (
        <fieldset className={styles.radios} data-field="insured" tabIndex={-1}>
          <legend className={isFlagged('insured') ? styles.labelError : undefined}>{fieldLabels.insured}</legend>
          {(
            [
              [true, 'Insured'],
              [false, 'Uninsured'],
            ] as const
          ).map(([value, label]) => (
            <label key={label} className={styles.radio}>
              <input
                type="radio"
                name={`${id}-insured`}
                checked={draft.insured === value}
                onChange={() => {
                  setDraft({ ...draft, insured: value });
                  unflag('insured');
                }}
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      {select('manufacturer')}
      {select('form')}
      {select('dosage')}
      {select('quantityDisplay')}
      <p className={styles.formError} role="alert">
        {flaggedNames.length > 0 ? `Please check: ${flaggedNames.join(', ')}.` : ''}
      </p>
      <button type="submit" className={styles.primaryButton} disabled={variant === 'template' && !changed}>
        {texts.update}
      </button>
    </form>
  );
}
