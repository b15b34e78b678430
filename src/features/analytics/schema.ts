import { z } from 'zod';

/** Spec: typed behaviour events (element and product viewed/clicked/loaded, and the rest). */
export const eventNames = [
  'Element Viewed',
  'Element Clicked',
  'Element Loaded',
  'Product Viewed',
  'Product Clicked',
  'Product Loaded',
  'Form Started',
  'Form Continued',
  'Form Backed',
  'Form Submitted',
  'Form Field Selected',
  'Infinite Scroll',
  'Video Event',
  'Identify',
] as const;

const text = (max: number) => z.string().max(max).optional();

/** The spec's behaviour-event payload fields, verbatim. */
export const eventPayloadSchema = z.strictObject({
  elementType: text(60),
  location: text(120),
  name: text(300),
  position: z.number().int().min(0).max(10_000).optional(),
  text: text(500),
  actionOutcome: text(60),
  brand: text(120),
  productId: text(120),
  variant: text(120),
  linkUrl: text(2000),
  category: text(120),
  /** Spec "Affiliate link tracking details": formatType 'LINK'. */
  formatType: text(40),
  /** The tracked link's correlation id at the time of the click. */
  correlationId: text(80),
  /** Identify events only. The email arrives hashed (SHA-256 hex); a raw email does not fit the pattern and is refused. */
  traits: z
    .strictObject({
      emailHash: z.string().regex(/^[0-9a-f]{64}$/, 'emailHash must be a SHA-256 hex digest'),
      userId: z.string().regex(/^[\w-]{1,100}$/).optional(),
    })
    .optional(),
});

export const trackedEventSchema = z.strictObject({
  eventName: z.enum(eventNames),
  payload: eventPayloadSchema,
  /** Path of the page the event happened on. */
  path: z.string().startsWith('/').max(500),
});

export const eventBatchSchema = z.strictObject({
  events: z.array(trackedEventSchema).min(1).max(50),
});

export type EventName = (typeof eventNames)[number];
export type EventPayload = z.infer<typeof eventPayloadSchema>;
export type TrackedEvent = z.infer<typeof trackedEventSchema>;
export const maxBatchBytes = 64 * 1024;
