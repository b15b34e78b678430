import type { z } from 'zod';
import type { sideEffectSchema } from './schema';

type Effect = z.input<typeof sideEffectSchema>;

/**
 * Metformin's side effects, for the fixtures of both formats (sources: NHS "Side effects of
 * metformin"; MedlinePlus "Metformin"; the US prescribing information).
 */
export const metforminMild: Effect[] = [
  {
    name: 'Nausea or vomiting',
    prevalence: 'Very common (more than 1 in 10 people)',
    description:
      'Feeling sick is most likely when you first start metformin or after your dose goes up. Taking your dose with a meal or just after one can help.',
    url: 'https://www.nhs.uk/medicines/metformin/side-effects-of-metformin/',
  },
  {
    name: 'Diarrhea',
    prevalence: 'Very common (more than 1 in 10 people)',
    description:
      'Loose stools are the most common side effect. Drink plenty of water to avoid dehydration, and tell your doctor if it lasts longer than a week or is severe.',
  },
  {
    name: 'Stomach pain, gas or bloating',
    prevalence: 'Very common (more than 1 in 10 people)',
    description:
      'Taking metformin with food helps. Extended-release tablets may cause fewer stomach problems, so ask your doctor whether they would suit you.',
  },
  {
    name: 'Loss of appetite',
    prevalence: 'Very common (more than 1 in 10 people)',
    description: 'Eating smaller meals more often can help. Keep taking your medicine as prescribed.',
  },
  {
    name: 'Metallic taste in the mouth',
    prevalence: 'Common (up to 1 in 10 people)',
    description: 'A metallic taste is common in the first weeks and usually goes away on its own.',
  },
];

export const metforminSevere: Effect[] = [
  {
    name: 'Lactic acidosis',
    prevalence: 'Very rare (fewer than 1 in 10,000 people)',
    description:
      'A buildup of lactic acid in the blood. Signs include feeling very weak or tired, muscle pain, trouble breathing, stomach pain with nausea or vomiting, feeling cold, and a slow or uneven heartbeat. It is more likely with kidney problems, heavy drinking or dehydration. Get emergency help if you have these signs.',
    url: 'https://medlineplus.gov/druginfo/meds/a696005.html',
  },
  {
    name: 'Low vitamin B12',
    prevalence: 'Common with long-term use (up to 1 in 10 people)',
    description:
      'Taking metformin for a long time can lower your vitamin B12 level. Signs include tiredness, a sore red tongue, pins and needles, and pale skin. Your doctor can check your level with a blood test.',
  },
  {
    name: 'Yellow skin or eyes',
    prevalence: 'Very rare (fewer than 1 in 10,000 people)',
    description: 'Yellowing of the skin or of the whites of your eyes can be a sign of a liver problem. Call your doctor right away.',
  },
  {
    name: 'Serious allergic reaction',
    prevalence: 'Rare',
    description:
      'Swelling of the lips, mouth, throat or tongue, trouble breathing, or a skin rash that is swollen, blistered or peeling. Call 911 straight away.',
  },
];
