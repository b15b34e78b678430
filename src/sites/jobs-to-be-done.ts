import type { InterestOption } from './types';

/** The jobs-to-be-done members pick from (spec 3, User interests: questionType jtbd), the same on every site that lists them. */
export const jobsToBeDone: readonly InterestOption[] = [
  { id: 'understand-a-condition', name: 'Understand a condition', questionType: 'jtbd' },
  { id: 'manage-day-to-day', name: 'Manage day to day', questionType: 'jtbd' },
  { id: 'compare-treatments', name: 'Compare treatments', questionType: 'jtbd' },
  { id: 'save-on-medication', name: 'Save on medication', questionType: 'jtbd' },
  { id: 'support-someone', name: 'Support someone I care about', questionType: 'jtbd' },
  { id: 'find-community', name: 'Find community', questionType: 'jtbd' },
];
