/**
 * The reader-facing words of the side-effects formats (spec article blocks 9: tabs mild and
 * severe; mild effects usually subside within a few days or a couple of weeks; for severe ones
 * call a doctor right away, and call 911 if life threatening).
 */
export type Severity = 'mild' | 'severe';
export const severities: readonly Severity[] = ['mild', 'severe'];

export const defaultTitle = 'Possible side effects';

export const tabLabels: Record<Severity, string> = { mild: 'Mild', severe: 'Severe' };
export const listHeadings: Record<Severity, string> = { mild: 'Mild side effects', severe: 'Severe side effects' };

export const mildNote = 'Mild side effects usually subside within a few days or a couple of weeks. If they last longer or bother you, talk with your doctor or pharmacist.';
/** The severe note, in two parts around the 911 link. */
export const severeNote = {
  before: 'Call a doctor right away if you have a severe side effect. Call ',
  emergency: '911',
  after: ' if it is life threatening.',
};
export const emergencyHref = 'tel:911';

export const emptyListText: Record<Severity, string> = {
  mild: 'No mild side effects are listed here.',
  severe: 'No severe side effects are listed here.',
};

export const prevalenceInfo = {
  button: 'What does prevalence mean?',
  title: 'What prevalence means',
  intro:
    'Prevalence is how often a side effect happened in people who took the medication in studies. The words used for it have set meanings:',
  bands: [
    ['Very common', 'more than 1 in 10 people'],
    ['Common', 'between 1 in 100 and 1 in 10 people'],
    ['Uncommon', 'between 1 in 1,000 and 1 in 100 people'],
    ['Rare', 'between 1 in 10,000 and 1 in 1,000 people'],
    ['Very rare', 'fewer than 1 in 10,000 people'],
  ] as const,
  outro:
    'These numbers describe large groups of people. They cannot tell you whether you will have a side effect: your chance can be higher or lower depending on your dose, your health and your other medications.',
};
