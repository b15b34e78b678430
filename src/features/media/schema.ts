import { z } from 'zod';
import { MediaError } from './errors';

/** Longest alt text, caption, credit and file name kept. */
export const mediaTextLimits = { alt: 500, caption: 2000, credit: 300, fileName: 200 } as const;

const altMessage = 'Alt text is required: describe the image for readers who cannot see it.';

const altField = z
  .string({ error: altMessage })
  .trim()
  .min(1, altMessage)
  .max(mediaTextLimits.alt, `Alt text must be at most ${mediaTextLimits.alt} characters.`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullable()
    .transform((v) => v || null);

const focalField = z.number({ error: 'The focal point must be a number between 0 and 1.' }).min(0, 'The focal point must be between 0 and 1.').max(1, 'The focal point must be between 0 and 1.');

/** What an editor gives with an upload: alt text (required), caption, credit and the focal point (the middle by default). */
export const mediaMetaSchema = z.object({
  alt: altField,
  caption: optionalText('The caption', mediaTextLimits.caption).optional().transform((v) => v ?? null),
  credit: optionalText('The credit', mediaTextLimits.credit).optional().transform((v) => v ?? null),
  focalX: focalField.default(0.5),
  focalY: focalField.default(0.5),
});
export type MediaMeta = z.output<typeof mediaMetaSchema>;

/** A change to an item: only the fields given change; an empty or null caption or credit clears it. */
export const mediaUpdateSchema = z.object({
  alt: altField.optional(),
  caption: optionalText('The caption', mediaTextLimits.caption).optional(),
  credit: optionalText('The credit', mediaTextLimits.credit).optional(),
  focalX: focalField.optional(),
  focalY: focalField.optional(),
});
export type MediaUpdate = z.input<typeof mediaUpdateSchema>;

/** Parses with a schema, or throws the first problem as a MediaError (400; alt_required for missing alt text). */
export function parseMediaInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new MediaError(400, issue.message === altMessage ? 'alt_required' : 'invalid_input', issue.message);
}

/** The uploaded name as editors will see it: its last path segment, printable, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const printable = base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  return printable.slice(0, mediaTextLimits.fileName) || 'image';
}
