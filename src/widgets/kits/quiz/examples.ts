import type { z } from 'zod';
import type { quizAnswerSchema, quizResponseSchema } from './schema';

/**
 * Screening questionnaires in the public domain, used by fixtures and the psy demo articles: the
 * PHQ-9 (depression) and GAD-7 (anxiety), developed by Drs. Robert L. Spitzer, Janet B. W.
 * Williams, Kurt Kroenke and colleagues; no permission is required to reproduce them.
 */

type Answer = z.input<typeof quizAnswerSchema>;
type Response = z.input<typeof quizResponseSchema>;

export const frequencyAnswers: Answer[] = [
  { label: 'Not at all', score: 0 },
  { label: 'Several days', score: 1 },
  { label: 'More than half the days', score: 2 },
  { label: 'Nearly every day', score: 3 },
];

export const phq9Questions = [
  'Little interest or pleasure in doing things',
  'Feeling down, depressed, or hopeless',
  'Trouble falling or staying asleep, or sleeping too much',
  'Feeling tired or having little energy',
  'Poor appetite or overeating',
  'Feeling bad about yourself, or that you are a failure or have let yourself or your family down',
  'Trouble concentrating on things, such as reading the newspaper or watching television',
  'Moving or speaking so slowly that other people could have noticed, or the opposite: being so fidgety or restless that you have been moving around a lot more than usual',
  'Thoughts that you would be better off dead, or of hurting yourself in some way',
].map((question, i, all) => (i === all.length - 1 ? { question, showsCrisisResources: true } : { question }));

export const phq9Bands: Response[] = [
  { range: { low: 0, high: 4 }, title: 'Minimal symptoms', text: '<p>Your answers suggest few or no symptoms of depression right now. If something is still bothering you, it is always fine to talk to a doctor.</p>' },
  { range: { low: 5, high: 9 }, title: 'Mild symptoms', text: '<p>Your answers suggest mild symptoms of depression. Keep an eye on how you feel over the next few weeks, and talk to a doctor if things do not get better or get worse.</p>' },
  { range: { low: 10, high: 14 }, title: 'Moderate symptoms', text: '<p>Your answers suggest moderate symptoms of depression. It is a good idea to make an appointment with a doctor or a mental health professional to talk about how you feel.</p>' },
  { range: { low: 15, high: 19 }, title: 'Moderately severe symptoms', text: '<p>Your answers suggest moderately severe symptoms of depression. Please talk to a doctor or mental health professional soon. Depression is treatable, and support can make a real difference.</p>' },
  { range: { low: 20, high: 27 }, title: 'Severe symptoms', text: '<p>Your answers suggest severe symptoms of depression. Please reach out to a doctor or mental health professional as soon as you can, today if possible.</p>' },
];

export const gad7Questions = [
  'Feeling nervous, anxious, or on edge',
  'Not being able to stop or control worrying',
  'Worrying too much about different things',
  'Trouble relaxing',
  'Being so restless that it is hard to sit still',
  'Becoming easily annoyed or irritable',
  'Feeling afraid, as if something awful might happen',
].map((question) => ({ question }));

export const gad7Bands: Response[] = [
  { range: { low: 0, high: 4 }, title: 'Minimal anxiety', text: '<p>Your answers suggest few or no symptoms of anxiety right now.</p>' },
  { range: { low: 5, high: 9 }, title: 'Mild anxiety', text: '<p>Your answers suggest mild symptoms of anxiety. If worry is getting in the way of your day, talking to a doctor can help.</p>' },
  { range: { low: 10, high: 14 }, title: 'Moderate anxiety', text: '<p>Your answers suggest moderate symptoms of anxiety. Consider making an appointment with a doctor or mental health professional.</p>' },
  { range: { low: 15, high: 21 }, title: 'Severe anxiety', text: '<p>Your answers suggest severe symptoms of anxiety. Please talk to a doctor or mental health professional soon. Anxiety is very treatable.</p>' },
];
