import type { z } from 'zod';
import type { expandableTagSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'expandableTag',
    title: 'Words you may see on the label',
    tags: [
      { label: 'Generic name', description: '<p>The name of the active ingredient, such as metformin. Brands that contain it can have other names.</p>' },
      { label: 'Extended release', description: '<p>A tablet that releases the medicine slowly over the day, so you take it less often.</p>' },
      { label: 'Contraindication', description: '<p>A reason not to take a medicine, such as another condition you have.</p>' },
      { label: 'Interaction', description: '<p>When one medicine, food or drink changes how another one works.</p>' },
    ],
  },
  noTitle: {
    widgetFormat: 'expandableTag',
    tags: [{ label: 'Dose', description: '<p>How much of the medicine you take at one time.</p>' }],
  },
  manyTags: {
    widgetFormat: 'expandableTag',
    title: 'Terms used in prescriptions',
    tags: [
      ['Once daily', 'Take it one time a day, at about the same time each day.'],
      ['Twice daily', 'Take it two times a day, about 12 hours apart.'],
      ['With food', 'Take it during a meal or just after one.'],
      ['On an empty stomach', 'Take it 1 hour before a meal or 2 hours after one.'],
      ['As needed', 'Take it only when you have the symptom it treats.'],
      ['Refill', 'A new supply of the same prescription.'],
      ['Tablet', 'A pressed, solid form of a medicine that you swallow.'],
      ['Capsule', 'A medicine inside a small shell that dissolves in the stomach.'],
      ['Over the counter', 'A medicine you can buy without a prescription.'],
    ].map(([label, text]) => ({ label: label!, description: `<p>${text}</p>` })),
  },
  longTexts: {
    widgetFormat: 'expandableTag',
    title: 'Longer terms from a patient information leaflet, explained in everyday words for people reading it at home',
    tags: [
      {
        label: 'Hypersensitivity reaction to an excipient',
        description: `<p>${'An allergic reaction to one of the inactive ingredients that hold the tablet together or give it colour. '.repeat(5)}</p><p>Read more at <a href="https://medlineplus.gov/">MedlinePlus</a>.</p>`,
      },
      { label: 'Renal impairment', description: '<p>Kidneys that do not work as well as they should. <iframe src="https://example.com"></iframe>Some medicines need a lower dose.</p>' },
    ],
  },
} satisfies Record<string, z.input<typeof expandableTagSchema>>;
