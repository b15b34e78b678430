import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { defaultQuizDisclaimer } from '@/widgets/kits/quiz/constants';
import { widget } from './widget';
import { fixtures } from './fixtures';
import { quizSchema } from './schema';

describe('quiz (server markup)', () => {
  it('renders every question as a fieldset with a legend and one radio group of the shared answers, nothing checked, results hidden', async () => {
    const html = await renderWidget('quiz', fixtures.default);
    expect(html.match(/<fieldset/g)).toHaveLength(4);
    expect(html.match(/<legend/g)).toHaveLength(4);
    expect(html.match(/type="radio"/g)).toHaveLength(16);
    expect(html).toContain('How often do you feel sleepy during the day?');
    expect(html).toContain('Question 3 of 4');
    expect(html).not.toMatch(/checked=""/);
    expect(html).not.toContain('Your Total Score');
    expect(html).not.toContain('You seem well rested');
    expect(html).toContain('>Get Results</button>');
    expect(html).toMatch(/<h3 class="section">Your nights<\/h3>/);
  });

  it('shows the spec\'s default disclaimer verbatim unless disclaimerOverride is set', async () => {
    expect(defaultQuizDisclaimer).toBe(
      'This online screening is not a diagnostic tool. Only a trained medical professional, like a doctor or mental health professional, can help you determine the next best steps for you.',
    );
    expect(await renderWidget('quiz', fixtures.default)).toContain(defaultQuizDisclaimer);
    const overridden = await renderWidget('quiz', fixtures.disclaimerOverride);
    expect(overridden).not.toContain(defaultQuizDisclaimer);
    expect(overridden).toContain('This quiz is for general interest only.');
  });

  it('uses questionTitle when question is empty', async () => {
    const html = await renderWidget('quiz', fixtures.longText);
    expect(html).toContain('(part 6)');
  });

  it('renders the interest quiz with the spec title and the four topics as checkboxes', async () => {
    const html = await renderWidget('quiz', fixtures.interest);
    expect(html).toContain('What topics are you interested in?');
    for (const topic of ['Diabetes 101', 'Medication', 'Nutrition', 'Community']) expect(html).toContain(`value="${topic}"`);
    expect(html.match(/type="checkbox"/g)).toHaveLength(4);
    expect(html).toContain('>Submit</button>');
  });

  it('renders nothing without questions', async () => {
    expect(await renderWidget('quiz', fixtures.empty)).toBe('');
  });

  it('ignores an answer marked selected: every reader starts with nothing chosen', async () => {
    expect(await renderWidget('quiz', fixtures.noBands)).not.toMatch(/checked=""/);
  });

  it('refuses bad input in the schema', () => {
    const base = fixtures.default;
    expect(quizSchema.safeParse({ ...base, scoreType: 'weighted' }).success).toBe(false);
    expect(quizSchema.safeParse({ ...base, questions: [{ sectionTitle: 'No question text' }] }).success).toBe(false);
    expect(quizSchema.safeParse({ ...base, answers: [{ label: 'x', score: 'three' }] }).success).toBe(false);
    expect(quizSchema.safeParse({ ...base, results: { summary: { responses: [{ range: { low: 5, high: 1 }, title: 'x' }] } } }).success).toBe(false);
    expect(quizSchema.safeParse({ ...base, questions: Array(41).fill({ question: 'q' }) }).success).toBe(false);
    expect(quizSchema.safeParse({ ...base, title: 'x'.repeat(201) }).success).toBe(false);
    expect(quizSchema.safeParse({ ...base, quizId: 'has spaces' }).success).toBe(false);
    expect(quizSchema.safeParse({ ...base, extra: true }).success).toBe(false);
  });

  it('sanitizes band text HTML', () => {
    const parsed = quizSchema.parse({
      ...fixtures.default,
      results: { summary: { responses: [{ range: { low: 0 }, title: 'x', text: '<p>ok</p><iframe src="https://x.example"></iframe><script>alert(1)</script>' }] } },
    });
    expect(parsed.results.summary!.responses[0]!.text).toBe('<p>ok</p>');
  });

  it('declares no leaves of its own folder (they are shared in src/widgets/kits/quiz/leaves.tsx)', () => {
    expect(widget.leaves).toBeUndefined();
  });
});
