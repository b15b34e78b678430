import type { z } from 'zod';
import type { expandableListSchema } from './schema';

export const fixtures = {
  default: {
    widgetFormat: 'expandableList',
    title: 'Questions to ask your pharmacist',
    intro: 'Your pharmacist can answer these in a few minutes, often without an appointment.',
    items: [
      {
        title: 'When and how should I take this medicine?',
        content: '<p>Ask whether to take it with food, at a set time of day, and what to do if you miss a dose.</p>',
      },
      {
        title: 'Can I take it with my other medicines?',
        content:
          '<p>Bring a list of everything you take, including vitamins, herbal remedies and medicines you buy without a prescription.</p>',
      },
      {
        title: 'Which side effects should I watch for?',
        content: '<ul><li>the common ones that usually pass</li><li>the rare ones that mean calling your doctor</li></ul>',
      },
    ],
  },
  ordered: {
    widgetFormat: 'expandableList',
    title: 'Starting a new medicine, step by step',
    ordered: true,
    items: [
      { title: 'Read the leaflet', content: '<p>It lists the dose, the side effects and what to avoid.</p>' },
      { title: 'Set a reminder', content: '<p>A phone alarm or a pill box helps you take each dose on time.</p>' },
      { title: 'Note how you feel', content: '<p>Write down any changes so you can tell your doctor at your next visit.</p>' },
    ],
  },
  noTitle: {
    widgetFormat: 'expandableList',
    items: [{ title: 'Is it safe to drink alcohol?', content: '<p>It depends on the medicine. Ask your pharmacist before you drink.</p>' }],
  },
  richContent: {
    widgetFormat: 'expandableList',
    title: 'Where to find reliable information',
    items: [
      {
        title: 'Government health sites',
        content:
          '<p>The <a href="https://medlineplus.gov/">MedlinePlus</a> site from the US National Library of Medicine explains medicines in plain language.</p><table><tr><th>Source</th><th>Best for</th></tr><tr><td>MedlinePlus</td><td>Medicines and conditions</td></tr></table>',
      },
      {
        title: 'Text an editor pasted with a script <script>',
        content: '<p onclick="alert(1)">Only the text stays.<script>alert(1)</script></p>',
      },
    ],
  },
  longTexts: {
    widgetFormat: 'expandableList',
    title:
      'Everything you might want to ask at the pharmacy counter about a new prescription, from the dose and the timing to the cost and the side effects',
    intro: 'Pharmacists are trained in how medicines work and interact, and they are often easier to reach than a doctor. '.repeat(3).trim(),
    items: [
      {
        title:
          'My doctor changed my prescription from one brand to another and the tablets look different: is it really the same medicine, and should I take it the same way as before?',
        content: `<p>${'Generic medicines contain the same active ingredient as the brand, but the colour, shape and inactive ingredients can differ. '.repeat(6)}</p>`,
      },
    ],
  },
} satisfies Record<string, z.input<typeof expandableListSchema>>;
