import { z } from 'zod';
import { scrollDepthPositions, sessionDurationSeconds } from './constants';
import { quizTopics } from '@/features/interests/topics';
import { utmSchema } from './utm-schema';
import { correlationIdMessage, correlationIdPattern, ctaPositions, isContextLink, maxStickyCtaCampaignName } from './marketing-context';
export { scrollDepthPositions, sessionDurationSeconds };

const text = (max: number) => z.string().max(max).optional();

/** The auth events (savings and engagement 4.4), as the Auth Event's actionOutcome. */
export const authEventActions = ['login_start', 'login_success', 'login_failure', 'logout_start', 'logout_success', 'logout_failure', 'acquire_token_start', 'acquire_token_success', 'acquire_token_failure'] as const;
export type AuthEventAction = (typeof authEventActions)[number];
const idText = (max: number) => z.string().regex(/^[\w.:-]+$/).max(max);
const correlationIdField = z.string().regex(correlationIdPattern, correlationIdMessage).optional();

/** Marketing and CTA contexts (site shell 3), sent by the drivers: see marketing-context.ts. */
const marketingContextFields = {
  viewCorrelationId: correlationIdField,
  productClickedCorrelationId: correlationIdField,
  ctaPosition: z.enum(ctaPositions).optional(),
  stickyCtaCampaignName: z.string().min(1).max(maxStickyCtaCampaignName).optional(),
  confirmCallToActionURL: z.string().refine(isContextLink, 'must be a site path or an http(s) URL of at most 2000 characters').optional(),
};

/** The spec's behaviour-event payload fields, verbatim (article blocks, section 7), plus link tracking and the marketing contexts. */
const behaviourFields = {
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
  ...marketingContextFields,
};
export const eventPayloadSchema = z.strictObject(behaviourFields);

/** Content metadata of a page: what a page view reports about the article. */
export const contentMetadataSchema = z.strictObject({
  canonicalPath: z.string().startsWith('/').max(500),
  pageTemplate: z.string().regex(/^[a-z-]{1,40}$/),
  categories: z.array(z.string().regex(/^[a-z0-9-]{1,80}$/)).max(20),
  title: z.string().min(1).max(200),
});
export type ContentMetadata = z.infer<typeof contentMetadataSchema>;

/** Form context of form events (savings and engagement: onboarding and sign-up forms). */
const formFields = {
  formName: text(120),
  formId: text(120),
  driverId: text(120),
  stepNumber: z.number().int().min(0).max(1000).optional(),
  stepName: text(120),
  stepId: text(120),
  fieldLabel: text(200),
  fieldName: text(120),
};
const formPayload = z.strictObject({ ...behaviourFields, ...formFields });

/** Video events (article blocks 7): progress is sent at the quartiles (25, 50, 75); playlist_select when a playlist switches video. */
export const videoActions = ['play', 'pause', 'complete', 'progress', 'seek', 'mute', 'unmute', 'playlist_select'] as const;
const lessonPayload = z.strictObject({ lessonId: idText(100), unitId: idText(100), location: text(120) });


/**
 * Every tracking event name with its own payload schema (spec: article blocks 7, typed tracking
 * events; savings and engagement 7, identify; site shell 9, page view, scroll, session duration).
 */
export const eventPayloadSchemas = {
  'Page Viewed': contentMetadataSchema.extend({ utm: utmSchema.optional() }),
  'Content Metadata': contentMetadataSchema,
  'Scroll Depth': z.strictObject({ position: z.number().int().min(10).max(90).multipleOf(10) }),
  'Session Duration': z.strictObject({ seconds: z.union(sessionDurationSeconds.map((s) => z.literal(s))) }),
  /** The email arrives hashed (SHA-256 hex); a raw email does not fit the pattern and is refused. */
  Identify: z.strictObject({
    traits: z.strictObject({
      emailHash: z.string().regex(/^[0-9a-f]{64}$/, 'emailHash must be a SHA-256 hex digest'),
      userId: z.string().regex(/^[\w-]{1,100}$/).optional(),
    }),
  }),
  'Element Viewed': eventPayloadSchema,
  'Element Clicked': eventPayloadSchema,
  'Element Loaded': eventPayloadSchema,
  'Product Viewed': eventPayloadSchema,
  'Product Clicked': eventPayloadSchema,
  'Product Loaded': eventPayloadSchema,
  'Video Event': z.strictObject({
    ...behaviourFields,
    action: z.enum(videoActions),
    videoId: text(120),
    /** Percent of the video played, for progress. */
    progress: z.number().int().min(0).max(100).optional(),
  }),
  'Form Started': formPayload,
  'Form Continued': formPayload,
  'Form Backed': formPayload,
  'Form Submitted': formPayload,
  'Form Field Selected': formPayload,
  'Infinite Scroll': eventPayloadSchema,
  'Registration Completed': z.strictObject({
    ...behaviourFields,
    provider: text(40),
    userId: z.string().regex(/^[\w-]{1,100}$/).optional(),
  }),
  'Care Journey': z.strictObject({ ...behaviourFields, journeyName: text(120), stepName: text(120), stepNumber: formFields.stepNumber }),
  /** Spec (article blocks 7): decision-tool exposure, sent when a comparison tool enters view. */
  'Decision Tool Exposure': z.strictObject({
    toolName: z.string().min(1).max(120),
    topic: text(120),
    jtbd: text(120),
    exposureType: z.literal('decisiontool_view'),
  }),
  'Daily Dose Lesson Started': lessonPayload,
  'Daily Dose Lesson Completed': lessonPayload,
  /**
   * Spec (savings and engagement 4.4): the auth events. `name` is the provider, `text` a failure's
   * code and message; never an email or a member id.
   */
  'Auth Event': z.strictObject({
    actionOutcome: z.enum(authEventActions),
    name: z.enum(['apple', 'google']).optional(),
    correlationId: z.string().regex(/^[\w-]{1,64}$/).optional(),
    text: text(300),
    newUser: z.boolean().optional(),
  }),
  /** Spec (article blocks 5): the interest quiz's event, recorded only when at least one topic is chosen (src/widgets/kits/quiz). */
  'Interests Submitted': z.strictObject({
    location: text(120),
    formId: text(120),
    formName: text(120),
    interests: z.array(z.enum(quizTopics)).min(1).max(quizTopics.length),
  }),
} as const;

export type EventName = keyof typeof eventPayloadSchemas;
export const eventNames = Object.keys(eventPayloadSchemas) as EventName[];
export type PayloadOf<N extends EventName> = z.infer<(typeof eventPayloadSchemas)[N]>;
export type EventPayload = z.infer<typeof eventPayloadSchema>;

const pathSchema = z.string().startsWith('/').max(500);

export type TrackedEvent = { [N in EventName]: { eventName: N; payload: PayloadOf<N>; path: string } }[EventName];

function eventSchema<N extends EventName>(eventName: N) {
  const schema = z.strictObject({ eventName: z.literal(eventName), payload: eventPayloadSchemas[eventName], path: pathSchema });
  if (eventName !== 'Page Viewed') return schema;
  // Spec (site shell 5): a page view is refused when the browser path differs from the canonical path.
  const samePath = (event: unknown) => {
    const { path, payload } = event as { path: string; payload: { canonicalPath: string } };
    return payload.canonicalPath === path;
  };
  return schema.refine(samePath, {
    path: ['path'],
    message: 'Page view refused: the browser path differs from the canonical path',
  });
}

type EventSchemas = [ReturnType<typeof eventSchema>, ...ReturnType<typeof eventSchema>[]];

/** One event: its name picks the payload schema; an unknown name is refused. */
export const trackedEventSchema = z.discriminatedUnion('eventName', eventNames.map(eventSchema) as EventSchemas) as unknown as z.ZodType<TrackedEvent>;

export const anonymousIdSchema = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

export const eventBatchSchema = z.strictObject({
  events: z.array(trackedEventSchema).min(1).max(50),
  /** The sender's anonymous id; only present when the reader gave performance consent. */
  anonymousId: anonymousIdSchema.optional(),
  /** A random id per page view (new with each 'Page Viewed'), only for the per-page-view cap on events; never stored. */
  pageViewId: anonymousIdSchema.optional(),
});
export type EventBatch = z.infer<typeof eventBatchSchema>;

export const maxBatchBytes = 64 * 1024;
