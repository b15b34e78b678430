import { log } from '@/lib/client-log';
import type { ContentMetadata, EventPayload, PayloadOf } from './schema';
import { track } from './track';
import type { Utm } from './utm';

/**
 * Typed helpers for callers: each sends one spec event through track() (and so through the
 * consent gate and our own endpoint).
 */

/** Spec (site shell 5): a page view is refused when the browser path differs from the article's canonical path. */
export function pageViewAllowed(browserPath: string, canonicalPath: string): boolean {
  return browserPath === canonicalPath;
}

/** Sends 'Page Viewed' unless the browser path differs from the canonical path; true when sent. */
export function trackPageView(metadata: ContentMetadata, utm: Utm | null, browserPath = window.location.pathname): boolean {
  if (!pageViewAllowed(browserPath, metadata.canonicalPath)) {
    log('debug', 'Page view refused: the browser path differs from the canonical path', { browserPath, canonicalPath: metadata.canonicalPath });
    return false;
  }
  track('Page Viewed', utm ? { ...metadata, utm } : metadata);
  return true;
}

export const trackContentMetadata = (metadata: ContentMetadata) => track('Content Metadata', metadata);
export const trackScrollDepth = (position: number) => track('Scroll Depth', { position });
export const trackSessionDuration = (seconds: PayloadOf<'Session Duration'>['seconds']) => track('Session Duration', { seconds });
export const identify = (traits: PayloadOf<'Identify'>['traits']) => track('Identify', { traits });

export const trackProduct = (action: 'Viewed' | 'Clicked' | 'Loaded', payload: EventPayload) => track(`Product ${action}`, payload);
export const trackElement = (action: 'Viewed' | 'Clicked' | 'Loaded', payload: EventPayload) => track(`Element ${action}`, payload);
export const trackVideo = (payload: PayloadOf<'Video Event'>) => track('Video Event', payload);
export const trackForm = (action: 'Started' | 'Continued' | 'Backed' | 'Submitted' | 'Field Selected', payload: PayloadOf<'Form Started'>) =>
  track(`Form ${action}`, payload);
export const trackRegistrationCompleted = (payload: PayloadOf<'Registration Completed'>) => track('Registration Completed', payload);
export const trackCareJourney = (payload: PayloadOf<'Care Journey'>) => track('Care Journey', payload);
export const trackLesson = (action: 'Started' | 'Completed', payload: PayloadOf<'Daily Dose Lesson Started'>) => track(`Daily Dose Lesson ${action}`, payload);
export const trackDecisionToolExposure = (payload: Omit<PayloadOf<'Decision Tool Exposure'>, 'exposureType'>) =>
  track('Decision Tool Exposure', { ...payload, exposureType: 'decisiontool_view' });
