import { z } from 'zod';
import { linkField, requiredText } from '@/content/fields';

export const tabNavTabSchema = z
  .strictObject({
    title: requiredText(80).describe('The tab\'s text, as plain text.'),
    url: linkField.describe('The page (/…) or section (#…) the tab goes to; a tab whose url is the page\'s own path is marked current.'),
  })
  .describe('One tab of the navigation.');

export const tabNavSchema = z
  .strictObject({
    widgetFormat: z.literal('tab-nav'),
    label: requiredText(100).describe('What the navigation is, for screen readers (its aria-label): "Metformin guide".'),
    tabs: z.array(tabNavTabSchema).min(2).max(12),
  })
  .describe('In-article navigation as a row of tabs linking to the pages of a series or to sections; the current page\'s tab is marked. No script.');
