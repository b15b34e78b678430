import type { IChangeEvent } from '@rjsf/core';
// The Form module itself: @rjsf/core's index also exports getTestRegistry, which imports
// @rjsf/validator-ajv8 (not installed: it compiles with new Function, which the CSP forbids).
import Form from '@rjsf/core/lib/components/Form.js';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useEffect, useMemo, useRef } from 'react';
import { templates, widgets, type FormContext } from './form-parts';
import { altFieldFor, schemaAt } from './form-schema';
import { getIn, setIn, type PathKey } from './paths';
import type { MediaItem } from './types';
import { schemaValidator } from './validator';
import styles from './SchemaForm.module.css';

/**
 * A form generated from a JSON Schema (rjsf): every field with its label and help text, the
 * server's issues beside the fields (`extraErrors`), never submitted (changes autosave). Field
 * ids are the id prefix and the data path joined by dots (`b3.items.0.question`), which the error
 * summary links to.
 */
export interface SchemaFormProps {
  idPrefix: string;
  schema: RJSFSchema;
  data: Record<string, unknown>;
  onChange: (data: Record<string, unknown>) => void;
  errors?: ErrorSchema;
  readOnly?: boolean;
  canUpload?: boolean;
  uiSchema?: UiSchema;
  label: string;
}

const behaviour = { emptyObjectFields: 'skipEmptyDefaults', arrayMinItems: { populate: 'never' } } as const;

/** The data path of a field id: 'b3.items.0.src' → ['items', 0, 'src']. */
export function pathOfId(idPrefix: string, id: string): PathKey[] {
  const rest = id.startsWith(`${idPrefix}.`) ? id.slice(idPrefix.length + 1) : '';
  return rest ? rest.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) : [];
}

/** The data with the chosen image in the field, and its alt text, width and height where they are empty. */
export function withImage(schema: RJSFSchema, data: Record<string, unknown>, path: PathKey[], item: MediaItem): Record<string, unknown> {
  let next = setIn(data, path, item.urls.src) as Record<string, unknown>;
  const key = path[path.length - 1];
  const parentPath = path.slice(0, -1);
  const parent = schemaAt(schema, parentPath);
  const siblings = parent && typeof parent.properties === 'object' && parent.properties ? Object.keys(parent.properties) : [];
  if (typeof key !== 'string') return next;
  const fill = (name: string | undefined, value: unknown) => {
    if (!name || !siblings.includes(name)) return;
    const current = getIn(next, [...parentPath, name]);
    if (current === undefined || current === null || current === '') next = setIn(next, [...parentPath, name], value) as Record<string, unknown>;
  };
  fill(altFieldFor(key, siblings), item.alt);
  if (key === 'src') {
    fill('width', item.width);
    fill('height', item.height);
  }
  return next;
}

export function SchemaForm({ idPrefix, schema, data, onChange, errors, readOnly, canUpload = false, uiSchema, label }: SchemaFormProps) {
  // The context stays the same object while typing (a new one re-renders every field); the picker reads the newest data when used.
  const latest = useRef({ data, onChange });
  useEffect(() => {
    latest.current = { data, onChange };
  }, [data, onChange]);
  const context = useMemo<FormContext>(
    () => ({ canUpload, pickImage: (fieldId, item) => latest.current.onChange(withImage(schema, latest.current.data, pathOfId(idPrefix, fieldId), item)) }),
    [canUpload, schema, idPrefix],
  );
  const ui = useMemo<UiSchema>(
    () => ({ ...uiSchema, 'ui:submitButtonOptions': { norender: true }, 'ui:globalOptions': { enableOptionalDataFieldForType: ['object'] } }),
    [uiSchema],
  );
  const change = (event: IChangeEvent, id?: string) => {
    // A report with no field behind it is rjsf filling in defaults: not a change of the person's.
    if (id === undefined || readOnly) return;
    onChange((event.formData ?? {}) as Record<string, unknown>);
  };
  return (
    <div className={styles.form} role="group" aria-label={label}>
      <Form
        tagName="div"
        schema={schema}
        uiSchema={ui}
        formData={data}
        validator={schemaValidator}
        templates={templates}
        widgets={widgets}
        formContext={context}
        idPrefix={idPrefix}
        idSeparator="."
        extraErrors={errors}
        showErrorList={false}
        noHtml5Validate
        readonly={readOnly}
        experimental_defaultFormStateBehavior={behaviour}
        onChange={change}
        onSubmit={() => undefined}
      />
    </div>
  );
}
