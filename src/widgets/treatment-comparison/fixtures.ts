import type { z } from 'zod';
import type { treatmentComparisonSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'treatment-comparison',
    toolName: 'insomnia-treatment-comparison',
    jtbd: 'choose an insomnia treatment',
    title: 'Compare insomnia treatments',
    description: '<p>A general overview for demo purposes. Talk with a clinician about what suits you.</p>',
    criteria: [
      { key: 'howItWorks', label: 'How it works' },
      { key: 'timeToHelp', label: 'When it starts to help' },
      { key: 'lasting', label: 'How long the benefit lasts' },
      { key: 'considerations', label: 'Things to consider' },
    ],
    treatments: [
      {
        name: 'CBT-I',
        values: {
          howItWorks: '<p>Changes the habits and thoughts that keep you awake</p>',
          timeToHelp: '<p>Usually a few weeks</p>',
          lasting: '<p>Often lasts after the sessions end</p>',
          considerations: '<p>Takes effort; sleep may feel worse for the first week or two</p>',
        },
        ctaText: 'Find a CBT-I therapist',
        ctaUrl: 'https://shop.example.com/find-a-specialist?topic=cbt-i',
      },
      {
        name: 'Sleep medicine',
        values: {
          howItWorks: '<p>Acts on brain chemicals that control sleep</p>',
          timeToHelp: '<p>Often the first night</p>',
          lasting: '<p>Usually only while you take it</p>',
          considerations: '<p>Next-day drowsiness; many are meant for short-term use only</p>',
        },
        ctaUrl: '/sleep/how-much-sleep-do-you-need',
      },
      {
        name: 'Sleep hygiene',
        values: {
          howItWorks: '<p>A steady schedule and a bedroom set up for sleep</p>',
          timeToHelp: '<p>Varies</p>',
          lasting: '<p>As long as you keep the habits</p>',
          considerations: '<p>Helps most as part of a wider plan; see our <a href="/sleep/sleep-hygiene-tips">tips</a></p>',
        },
      },
    ],
    footnote: '<p>Demo content: not medical advice.</p>',
  },
  withoutJtbdOrCtas: {
    widgetFormat: 'treatment-comparison',
    toolName: 'back-pain-options',
    title: 'Compare options for everyday back pain',
    criteria: [
      { key: 'cost', label: 'Cost' },
      { key: 'effort', label: 'Effort' },
    ],
    treatments: [
      { name: 'Gentle exercise', values: { cost: 'Free', effort: 'Daily, 10 to 20 minutes' } },
      { name: 'Physical therapy', values: { cost: 'Depends on your plan', effort: 'Weekly sessions plus home exercises' } },
    ],
  },
  missingValues: {
    widgetFormat: 'treatment-comparison',
    toolName: 'missing-values-demo',
    title: 'A comparison with gaps',
    criteria: [
      { key: 'a', label: 'Known' },
      { key: 'b', label: 'Not yet known' },
    ],
    treatments: [
      { name: 'Option one', values: { a: 'Yes' } },
      { name: 'Option two', values: { a: '', b: '<p></p>' } },
    ],
  },
  fourTreatmentsLongText: {
    widgetFormat: 'treatment-comparison',
    toolName: 'long-text-demo',
    jtbd: 'compare several options side by side',
    title: 'Four treatments with long text in every cell, to check the layout on a narrow phone screen',
    criteria: Array.from({ length: 10 }, (_, i) => ({ key: `c${i}`, label: `Criterion ${i + 1} with a fairly long label` })),
    treatments: Array.from({ length: 4 }, (_, t) => ({
      name: `Treatment option ${t + 1}`,
      values: Object.fromEntries(
        Array.from({ length: 10 }, (_, i) => [`c${i}`, '<p>A longer explanation that wraps over several lines in a narrow column, with words like psychoeducation.</p>']),
      ),
      ctaUrl: `https://shop.example.com/treatments/${t + 1}`,
    })),
  },
} satisfies Record<string, z.input<typeof treatmentComparisonSchema>>;
