import type { UiSchema } from '@rjsf/utils';
import { useCallback, useMemo } from 'react';
import { placeIssues } from './extra-errors';
import { formFields, formSchema, split } from './form-schema';
import { envelopeIdPrefix, fixedFields } from './model';
import { SchemaForm } from './SchemaForm';
import type { EditableType, Issue, JsonSchema } from './types';
import styles from './Editor.module.css';

/**
 * The document's own fields, generated from its type's JSON Schema: an article's envelope
 * (title, description, path, categories, authors, dates, hero image, references…), or the whole
 * of a category, navigation or campaign document. Type and site are fixed and not shown.
 */
const uiSchemas: Partial<Record<EditableType, UiSchema>> = {
  // A campaign's id ties its events and statistics together: it never changes.
  campaign: { _uuid: { 'ui:readonly': true } },
};

export function EnvelopeForm({ type, schema, data, onChange, issues, readOnly, canUpload }: { type: EditableType; schema: JsonSchema | undefined; data: Record<string, unknown>; onChange: (data: Record<string, unknown>) => void; issues: readonly Issue[]; readOnly: boolean; canUpload: boolean }) {
  const form = useMemo(() => formSchema(schema, [...fixedFields, 'body']), [schema]);
  const fields = useMemo(() => formFields(form), [form]);
  const parts = useMemo(() => split(data, [...fixedFields, 'body']), [data]);
  const placed = useMemo(() => placeIssues(issues, [], { exclude: [['body']], fields }), [issues, fields]);
  const change = useCallback((next: Record<string, unknown>) => onChange({ ...parts.kept, ...next }), [onChange, parts.kept]);
  return (
    <>
      {placed.block.length ? (
        <ul className={styles.documentIssues}>
          {placed.block.map((issue) => (
            <li key={`${issue.path} ${issue.message}`}>
              <strong>Problem:</strong> {issue.path === '(document)' ? '' : `${issue.path}: `}
              {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
      <SchemaForm idPrefix={envelopeIdPrefix} label="Document details" schema={form} data={parts.form} onChange={change} errors={placed.fields} readOnly={readOnly} canUpload={canUpload} uiSchema={uiSchemas[type]} />
    </>
  );
}
