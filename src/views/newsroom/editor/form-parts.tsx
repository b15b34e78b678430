import { TranslatableString, type IconButtonProps, type OptionalDataControlsTemplateProps, type RegistryWidgetsType, type TemplatesType, type WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { htmlInputFormat, imageInputFormat } from './form-schema';
import { humanize } from './paths';
import { HtmlEditor } from './HtmlEditor';
import { MediaPicker } from './MediaPicker';
import type { MediaItem } from './types';
import styles from './SchemaForm.module.css';

/**
 * What the generated forms draw differently from rjsf's defaults: buttons with words (the
 * defaults are icon fonts this site does not load), editor HTML with the rich text editor, and
 * image sources with the media library.
 */
export interface FormContext {
  /** Fills the image field with the chosen item (and its empty alt, width and height siblings). */
  pickImage: (fieldId: string, item: MediaItem) => void;
  canUpload: boolean;
}

/** What a button of a generated form acts on, from its id (`b3.items.0__moveUp`): "item 1 of Items", "Hero image". */
export function buttonSubject(id: string | undefined): string {
  const parts = (id ?? '').replace(/__\w+$/, '').split('.').slice(1);
  const last = parts[parts.length - 1];
  if (last === undefined) return '';
  if (/^\d+$/.test(last)) {
    const list = parts.slice(0, -1).reverse().find((p) => !/^\d+$/.test(p));
    return `item ${Number(last) + 1}${list ? ` of ${humanize(list)}` : ''}`;
  }
  return humanize(last);
}

function textButton(kind: TranslatableString, className: string) {
  function TextButton({ registry, onClick, disabled, id, className: extra, style: _style, uiSchema: _ui, iconType: _iconType, icon: _icon, title: _title, ...rest }: IconButtonProps) {
    const subject = buttonSubject(id);
    const add = kind === TranslatableString.AddItemButton;
    return (
      <button type="button" id={id} className={`${styles.button} ${className} ${extra ?? ''}`} onClick={onClick} disabled={disabled} {...rest}>
        {add ? `Add to ${subject || 'the list'}` : registry.translateString(kind)}
        {!add && subject ? <span className="visually-hidden">: {subject}</span> : null}
      </button>
    );
  }
  return TextButton;
}

function OptionalDataControls({ id, label, onAddClick, onRemoveClick }: OptionalDataControlsTemplateProps) {
  const subject = buttonSubject(id);
  if (onAddClick || onRemoveClick) {
    return (
      <button type="button" id={id} className={styles.button} onClick={onAddClick ?? onRemoveClick}>
        {subject ? `${onAddClick ? 'Add' : 'Remove'} ${subject.toLowerCase()}` : label}
      </button>
    );
  }
  return <em id={id}>{label}</em>;
}

export const templates: Partial<TemplatesType> = {
  ButtonTemplates: {
    AddButton: textButton(TranslatableString.AddItemButton, styles.add!),
    CopyButton: textButton(TranslatableString.CopyButton, ''),
    MoveDownButton: textButton(TranslatableString.MoveDownButton, ''),
    MoveUpButton: textButton(TranslatableString.MoveUpButton, ''),
    RemoveButton: textButton(TranslatableString.RemoveButton, styles.remove!),
    ClearButton: textButton(TranslatableString.ClearButton, ''),
    // The forms are never submitted: every change autosaves.
    SubmitButton: () => null,
  },
  OptionalDataControlsTemplate: OptionalDataControls,
};

function HtmlWidget({ id, value, onChange, label, readonly, disabled, rawErrors }: WidgetProps) {
  return <HtmlEditor id={id} label={label} value={typeof value === 'string' ? value : ''} onChange={(html) => onChange(html)} readOnly={readonly || disabled} invalid={Boolean(rawErrors?.length)} compact />;
}

function ImageWidget({ id, value, onChange, readonly, disabled, required, rawErrors, registry, label }: WidgetProps) {
  const context = registry.formContext as FormContext | undefined;
  const [open, setOpen] = useState(false);
  const src = typeof value === 'string' ? value : '';
  return (
    <div className={styles.image}>
      <input
        id={id}
        className={styles.input}
        type="text"
        inputMode="url"
        value={src}
        required={required}
        readOnly={readonly}
        disabled={disabled}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={`${id}__error ${id}__description`}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      />
      {src && /^(\/(?!\/)|https:\/\/)/.test(src) ? (
        // eslint-disable-next-line @next/next/no-img-element -- a preview of whatever address is typed
        <img className={styles.thumb} src={src} alt="" width={64} height={64} />
      ) : null}
      {!readonly && !disabled && context ? (
        <>
          <button type="button" className={styles.button} onClick={() => setOpen(true)}>
            Choose from library<span className="visually-hidden">: {label}</span>
          </button>
          {open ? (
            <MediaPicker
              canUpload={context.canUpload}
              onClose={() => setOpen(false)}
              onPick={(item) => {
                setOpen(false);
                context.pickImage(id, item);
              }}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

export const widgets: RegistryWidgetsType = { [htmlInputFormat]: HtmlWidget, [imageInputFormat]: ImageWidget };
