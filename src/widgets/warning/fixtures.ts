import type { z } from 'zod';
import type { warningSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'warning',
    header: 'Do not take with blood thinners',
    text: '<p>High doses of fish oil can increase the risk of bleeding when taken with warfarin or other anticoagulants. Talk with your doctor before you start.</p>',
  },
  defaultHeader: {
    widgetFormat: 'warning',
    text: '<p>This content is for information only and is not a substitute for medical advice.</p>',
  },
  htmlWithLinksAndLists: {
    widgetFormat: 'warning',
    header: 'When to get emergency help',
    text: '<p>Call 911 or go to the nearest emergency room if you have:</p><ul><li>chest pain or pressure</li><li>trouble breathing</li><li>sudden weakness on one side of the body</li></ul><p>Learn the <a href="/health/stroke/signs">signs of a stroke</a> or read the <a href="https://www.cdc.gov/stroke/signs-symptoms/" target="_blank">CDC guidance</a>.</p>',
  },
  urgent: {
    widgetFormat: 'warning',
    header: 'If you think someone is having a heart attack, call 911',
    urgent: true,
    text: '<p>Do not wait to see whether symptoms go away, and do not drive yourself to the hospital.</p>',
  },
  longText: {
    widgetFormat: 'warning',
    header:
      'Important safety information about combining over-the-counter pain relievers, prescription medicines and alcohol, especially for older adults and people with kidney or liver conditions',
    text: `<p>${'Taking more than the recommended dose of acetaminophen, or taking it with alcohol, can cause serious liver damage. Check every label, because many cold and flu products also contain acetaminophen. '.repeat(5)}</p>`,
  },
} satisfies Record<string, z.input<typeof warningSchema>>;
