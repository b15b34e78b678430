import { lazy, type ComponentType } from 'react';
import type { DriverType } from '@/content/campaigns/schema';
import type { DriverComponentProps } from './types';

/**
 * One chunk per driver type (spec article blocks 7: driver components load on demand): a page
 * downloads the code of a driver type only when a placement of it gets such a driver.
 */
export const driverComponents: Record<DriverType, ComponentType<DriverComponentProps>> = {
  newsletter: lazy(() => import('./types/NewsletterDriver.client').then((m) => ({ default: m.NewsletterDriver }))),
  download: lazy(() => import('./types/DownloadDriver.client').then((m) => ({ default: m.DownloadDriver }))),
  survey: lazy(() => import('./types/SurveyDriver.client').then((m) => ({ default: m.SurveyDriver }))),
  quiz: lazy(() => import('./types/QuizDriver.client').then((m) => ({ default: m.QuizDriver }))),
  stickyBanner: lazy(() => import('./types/StickyBannerDriver.client').then((m) => ({ default: m.StickyBannerDriver }))),
  paidMediaDriver: lazy(() => import('./types/PaidMediaDriver.client').then((m) => ({ default: m.PaidMediaDriver }))),
  contentPromo: lazy(() => import('./types/ContentPromoDriver.client').then((m) => ({ default: m.ContentPromoDriver }))),
  announcementBar: lazy(() => import('./types/AnnouncementBarDriver.client').then((m) => ({ default: m.AnnouncementBarDriver }))),
};
