import type { WidgetDef } from './define';
import * as folders from './folders';

/** One folder's definition (src/widgets/folders.ts lists them, one line each; decision 008). */
type Definition = (typeof folders)[keyof typeof folders];

/** The widgetFormat values this build renders. Content with any other format renders nothing. */
export type WidgetFormat = Definition['format'];

/** Each format's definition, keyed by format. */
export const registry = Object.fromEntries(Object.values(folders).map((def) => [def.format, def])) as {
  [D in Definition as D['format']]: D;
};

export const widgetFormats = Object.keys(registry) as WidgetFormat[];

// Compile-time checks: every format is a string literal (so the list above is exact), and no two
// folders claim the same format (the second would silently replace the first).
type FormatOf<K extends keyof typeof folders> = (typeof folders)[K]['format'];
type SharedFormats = {
  [K in keyof typeof folders]: { [J in Exclude<keyof typeof folders, K>]: FormatOf<J> extends FormatOf<K> ? `${K & string} and ${J & string}` : never }[Exclude<keyof typeof folders, K>];
}[keyof typeof folders];
export const formatsAreLiterals: string extends WidgetFormat ? 'a widget.ts has a format that is not a string literal' : true = true;
export const formatsAreUnique: [SharedFormats] extends [never] ? true : { 'these folders share a format': SharedFormats } = true;

export function isWidgetFormat(format: string): format is WidgetFormat {
  return Object.hasOwn(registry, format);
}

export function widgetDef(format: string): WidgetDef | undefined {
  return isWidgetFormat(format) ? (registry[format] as WidgetDef) : undefined;
}
