import { describe, expect, it } from 'vitest';
import type { QuizResponse, ScoredQuiz } from './schema';
import { categoryPoints, matchBand, questionCategories, rangeLabel, scoreQuiz, scoreText, totalMaximum, unansweredPositions } from './score';

const band = (low: number, high: number | undefined, title: string): QuizResponse => ({ range: { low, high }, title });
const bands = [band(0, 4, 'Minimal'), band(5, 9, 'Mild'), band(10, 14, 'Moderate'), band(15, 19, 'Moderately severe'), band(20, 27, 'Severe')];
const answers = [0, 1, 2, 3].map((score) => ({ label: `A${score}`, score }));

function simple(questionCount: number, maximumScore?: number): ScoredQuiz {
  return {
    scoreType: 'simple',
    questions: Array.from({ length: questionCount }, (_, i) => ({ question: `Q${i + 1}` })),
    answers,
    results: { maximumScore, summary: { title: 'Your result', responses: bands } },
  };
}

describe('bands', () => {
  it.each([
    [0, 'Minimal'],
    [4, 'Minimal'],
    [5, 'Mild'],
    [9, 'Mild'],
    [10, 'Moderate'],
    [14, 'Moderate'],
    [19, 'Moderately severe'],
    [20, 'Severe'],
    [27, 'Severe'],
    [40, 'Severe'],
  ])('score %i falls in %s (inclusive on both ends; the last band has no upper end)', (score, title) => {
    expect(matchBand(bands, score)?.response.title).toBe(title);
  });

  it('reads the last band as "low+" and the others as "low–high"', () => {
    expect(matchBand(bands, 22)?.rangeLabel).toBe('20+');
    expect(matchBand(bands, 22)?.highest).toBe(true);
    expect(matchBand(bands, 5)?.rangeLabel).toBe('5–9');
    expect(matchBand(bands, 5)?.highest).toBe(false);
    expect(rangeLabel(3, 3)).toBe('3');
  });

  it('matches no band below the first or in a gap', () => {
    expect(matchBand(bands, -1)).toBeNull();
    expect(matchBand([band(0, 2, 'Low'), band(5, 9, 'High')], 3)).toBeNull();
    expect(matchBand([], 3)).toBeNull();
  });

  it('takes bands in order of low whatever the written order, and keeps their written index', () => {
    const shuffled = [bands[4]!, bands[0]!, bands[2]!, bands[1]!, bands[3]!];
    const matched = matchBand(shuffled, 25)!;
    expect(matched.response.title).toBe('Severe');
    expect(matched.highest).toBe(true);
    expect(matched.index).toBe(0);
    expect(matchBand(shuffled, 4)!.rangeLabel).toBe('0–4');
  });

  it('ends a band without high just below the next band', () => {
    const open = [band(0, undefined, 'Low'), band(10, undefined, 'High')];
    expect(matchBand(open, 9)).toMatchObject({ rangeLabel: '0–9', highest: false });
    expect(matchBand(open, 10)).toMatchObject({ rangeLabel: '10+', highest: true });
  });
});

describe('simple scoring', () => {
  it('sums the chosen answers and reads "Your Total Score: X out of Y" with Y the sum of each question\'s highest answer', () => {
    const outcome = scoreQuiz(simple(9), [3, 3, 2, 1, 0, 0, 1, 2, 3]);
    expect(outcome.total.score).toBe(15);
    expect(outcome.total.maximum).toBe(27);
    expect(outcome.total.scoreText).toBe('Your Total Score: 15 out of 27');
    expect(outcome.total.band?.response.title).toBe('Moderately severe');
    expect(outcome.highestBand).toBe(false);
    expect(scoreText(3, 7)).toBe('Your Total Score: 3 out of 7');
  });

  it('uses results.maximumScore for Y when it is set', () => {
    expect(totalMaximum(simple(9, 30))).toBe(30);
    expect(scoreQuiz(simple(2, 30), [1, 1]).total.scoreText).toBe('Your Total Score: 2 out of 30');
  });

  it('flags the highest band', () => {
    expect(scoreQuiz(simple(9), Array(9).fill(3)).highestBand).toBe(true);
    expect(scoreQuiz(simple(9), Array(9).fill(3)).total.band?.rangeLabel).toBe('20+');
  });

  it('shows crisis resources for the highest band, or when a question marked showsCrisisResources scores above 0', () => {
    expect(scoreQuiz(simple(9), Array(9).fill(3)).showCrisis).toBe(true);
    const flagged: ScoredQuiz = { ...simple(9), questions: simple(9).questions.map((q, i) => (i === 8 ? { ...q, showsCrisisResources: true } : q)) };
    const low = [0, 0, 0, 0, 0, 0, 0, 0];
    expect(scoreQuiz(flagged, [...low, 1]).highestBand).toBe(false);
    expect(scoreQuiz(flagged, [...low, 1]).showCrisis).toBe(true);
    expect(scoreQuiz(flagged, [...low, 0]).showCrisis).toBe(false);
    expect(scoreQuiz(simple(9), [...low, 1]).showCrisis).toBe(false);
  });

  it('lists the questions still unanswered, ignoring choices that are not answers', () => {
    expect(unansweredPositions(simple(4), [0, undefined, 9, 1])).toEqual([2, 3]);
    expect(unansweredPositions(simple(2), [0, 1])).toEqual([]);
  });

  it('counts nothing for a choice outside the answers', () => {
    expect(scoreQuiz(simple(2), [3, 99]).total.score).toBe(3);
  });
});

describe('multi scoring', () => {
  const multi: ScoredQuiz = {
    scoreType: 'multi',
    questions: [
      { question: 'Worry', score: 'anxiety' },
      { question: 'Restless', score: 'anxiety' },
      { question: 'Low mood', score: 'depression' },
      { question: 'Unrelated', score: 'sleep' },
    ],
    answers,
    results: {
      scores: {
        anxiety: { title: 'Anxiety', responses: [band(0, 2, 'Low anxiety'), band(3, 6, 'High anxiety')] },
        depression: { title: 'Depression', maximumScore: 10, responses: [band(0, 1, 'Low mood score'), band(2, 3, 'Higher mood score')] },
      },
    },
  };

  it('scores each category from its own questions and matches its own bands', () => {
    const outcome = scoreQuiz(multi, [1, 2, 1, 3]);
    expect(outcome.categories.map((c) => [c.key, c.score, c.maximum, c.band?.response.title])).toEqual([
      ['anxiety', 3, 6, 'High anxiety'],
      ['depression', 1, 10, 'Low mood score'],
    ]);
    expect(outcome.categories[0]!.scoreText).toBe('Your Total Score: 3 out of 6');
    expect(outcome.highestBand).toBe(true);
  });

  it('needs the exact category key (no containment)', () => {
    expect(questionCategories('multi', { question: 'x', score: 'anxiety-depression' }, ['anxiety', 'depression'])).toEqual([]);
  });

  it('gives category-keyed answer points to each category', () => {
    const keyed: ScoredQuiz = { ...multi, questions: [{ question: 'Both' }], answers: [{ label: 'Yes', score: { anxiety: 2, depression: 1 } }] };
    const outcome = scoreQuiz(keyed, [0]);
    expect(outcome.categories.map((c) => c.score)).toEqual([2, 1]);
    expect(categoryPoints('multi', { question: 'Both' }, keyed.answers[0]!, 'sleep', ['anxiety'])).toBeNull();
  });
});

describe('hybrid scoring', () => {
  const hybrid: ScoredQuiz = {
    scoreType: 'hybrid',
    questions: [
      { question: 'Shared', score: 'anxiety-depression' },
      { question: 'Anxiety only', score: 'anxiety' },
      { question: 'None', score: 'sleep' },
    ],
    answers,
    results: {
      summary: { title: 'Overall', responses: [band(0, 4, 'Low'), band(5, 9, 'High')] },
      scores: {
        anxiety: { responses: [band(0, 3, 'Low'), band(4, 6, 'High')] },
        depression: { responses: [band(0, 1, 'Low'), band(2, 3, 'High')] },
      },
    },
  };

  it('counts a question toward every category whose key its score contains', () => {
    expect(questionCategories('hybrid', hybrid.questions[0]!, ['anxiety', 'depression'])).toEqual(['anxiety', 'depression']);
    const outcome = scoreQuiz(hybrid, [2, 1, 3]);
    expect(outcome.categories.map((c) => [c.key, c.score, c.maximum])).toEqual([
      ['anxiety', 3, 6],
      ['depression', 2, 3],
    ]);
    expect(outcome.total.score).toBe(6);
    expect(outcome.total.band?.response.title).toBe('High');
  });
});
