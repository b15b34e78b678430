import type { QuizAnswer, QuizBandSet, QuizQuestion, QuizResponse, ScoredQuiz, ScoreType } from './schema';

/**
 * The quiz scoring engine (spec, article blocks 5): pure functions, shared by the `quiz` and
 * `assessment` widgets and run only in the reader's browser (answers never leave it).
 *
 * - simple: the score is the sum of the chosen answers' points.
 * - Bands match inclusive on both ends (low <= score <= high). Bands are taken in order of `low`;
 *   the last band has no upper end and reads "low+" (a score above its `high` still matches it).
 *   A band without `high` (other than the last) ends just below the next band's `low`.
 * - The result reads "Your Total Score: X out of Y"; Y is results.maximumScore, else the sum of
 *   each question's highest answer score.
 * - multi: each question's `score` names its category; the chosen answer's points go to that
 *   category, and each category is matched against its own bands (results.scores[category]). An
 *   answer whose `score` is keyed by category gives each category its own points.
 * - hybrid: the spec says "hybrid scores categories whose key is contained in the question's
 *   score". Our reading: a hybrid question's `score` is a string that may name several categories
 *   (e.g. "anxiety-depression"), and the question counts toward every category whose key occurs in
 *   that string as a substring (so "anxiety" and "depression" both count; "mood" would count for
 *   "low-mood" too). Each counted category gets the chosen answer's points (its own entry when the
 *   answer's points are keyed by category). multi, by contrast, needs the exact key.
 * - A question without a `score` key counts toward a category only through a category-keyed answer.
 */

export type Choices = readonly (number | undefined)[];

export interface BandResult {
  title?: string;
  score: number;
  maximum: number;
  /** "Your Total Score: X out of Y". */
  scoreText: string;
  band: MatchedBand | null;
}

export interface CategoryResult extends BandResult {
  key: string;
}

export interface MatchedBand {
  response: QuizResponse;
  /** Position of the band in `responses` as written (for its pre-rendered text). */
  index: number;
  /** "0–4", or "20+" for the last band. */
  rangeLabel: string;
  /** True when this is the last (highest) band. */
  highest: boolean;
}

export interface QuizOutcome {
  total: BandResult;
  categories: CategoryResult[];
  /** True when the total or any category lands in its highest band. */
  highestBand: boolean;
  /**
   * Whether the results show crisis resources (mental-health site): a highest band, or a scoring
   * answer to a question marked showsCrisisResources (PHQ-9 item 9, thoughts of self-harm).
   */
  showCrisis: boolean;
}

export const questionText = (q: QuizQuestion): string => q.question || q.questionTitle || '';

export const scoreText = (score: number, maximum: number): string => `Your Total Score: ${score} out of ${maximum}`;

/** Points of an answer toward the total: its number, or the sum of its per-category points. */
export function totalPoints(answer: QuizAnswer): number {
  if (typeof answer.score === 'number') return answer.score;
  return Object.values(answer.score).reduce((sum, n) => sum + n, 0);
}

/** The categories a question counts toward by its own `score` key (see the reading of hybrid above). */
export function questionCategories(scoreType: ScoreType, question: QuizQuestion, categories: readonly string[]): string[] {
  const key = question.score;
  if (scoreType === 'simple' || !key) return [];
  if (scoreType === 'multi') return categories.includes(key) ? [key] : [];
  return categories.filter((category) => key.includes(category));
}

/** Points this answer to this question gives a category, or null when the question does not count toward it. */
export function categoryPoints(scoreType: ScoreType, question: QuizQuestion, answer: QuizAnswer, category: string, categories: readonly string[]): number | null {
  if (scoreType === 'simple') return null;
  const keyed = typeof answer.score === 'number' ? null : answer.score;
  if (questionCategories(scoreType, question, categories).includes(category)) {
    return keyed ? (keyed[category] ?? 0) : (answer.score as number);
  }
  if (!question.score && keyed && category in keyed) return keyed[category]!;
  return null;
}

interface Band {
  response: QuizResponse;
  index: number;
  low: number;
  high: number;
}

function orderedBands(responses: readonly QuizResponse[]): Band[] {
  const sorted = responses.map((response, index) => ({ response, index })).sort((a, b) => a.response.range.low - b.response.range.low || a.index - b.index);
  return sorted.map(({ response, index }, i) => {
    const last = i === sorted.length - 1;
    const next = sorted[i + 1];
    const high = last ? Infinity : (response.range.high ?? next!.response.range.low - 1);
    return { response, index, low: response.range.low, high };
  });
}

/** "low–high", or "low+" for the last band (spec: the last band reads "low+"). */
export function rangeLabel(low: number, high: number): string {
  return high === Infinity ? `${low}+` : low === high ? `${low}` : `${low}–${high}`;
}

/** The band a score falls in, inclusive on both ends; null when it falls in none (a gap, or below the first). */
export function matchBand(responses: readonly QuizResponse[], score: number): MatchedBand | null {
  const bands = orderedBands(responses);
  for (const [i, band] of bands.entries()) {
    if (band.low <= score && score <= band.high) {
      return { response: band.response, index: band.index, rangeLabel: rangeLabel(band.low, band.high), highest: i === bands.length - 1 };
    }
  }
  return null;
}

/** Every band with its range label, in order of `low` (for showing the scale). */
export function bandScale(responses: readonly QuizResponse[]): { title: string; rangeLabel: string; index: number }[] {
  return orderedBands(responses).map((b) => ({ title: b.response.title, rangeLabel: rangeLabel(b.low, b.high), index: b.index }));
}

const maxOf = (values: number[]): number => (values.length ? Math.max(...values) : 0);

/** Y of "X out of Y" for the total: results.maximumScore, else the sum of each question's highest answer score. */
export function totalMaximum(quiz: ScoredQuiz): number {
  if (quiz.results.maximumScore !== undefined) return quiz.results.maximumScore;
  return quiz.questions.length * maxOf(quiz.answers.map(totalPoints));
}

export const categoriesOf = (quiz: ScoredQuiz): string[] => (quiz.scoreType === 'simple' ? [] : Object.keys(quiz.results.scores ?? {}));

function categoryMaximum(quiz: ScoredQuiz, category: string, set: QuizBandSet, categories: string[]): number {
  if (set.maximumScore !== undefined) return set.maximumScore;
  let sum = 0;
  for (const question of quiz.questions) {
    const points = quiz.answers.map((a) => categoryPoints(quiz.scoreType, question, a, category, categories)).filter((p): p is number => p !== null);
    sum += maxOf(points);
  }
  return sum;
}

/** Positions (from 1) of the questions that have no answer yet. */
export function unansweredPositions(quiz: Pick<ScoredQuiz, 'questions' | 'answers'>, choices: Choices): number[] {
  return quiz.questions.flatMap((_, i) => (isChosen(quiz, choices[i]) ? [] : [i + 1]));
}

const isChosen = (quiz: Pick<ScoredQuiz, 'answers'>, choice: number | undefined): choice is number =>
  choice !== undefined && Number.isInteger(choice) && choice >= 0 && choice < quiz.answers.length;

/** Scores the chosen answers (an unanswered question counts nothing; callers ask for every answer first). */
export function scoreQuiz(quiz: ScoredQuiz, choices: Choices): QuizOutcome {
  const chosen = quiz.questions.flatMap((question, i) => {
    const choice = choices[i];
    return isChosen(quiz, choice) ? [{ question, answer: quiz.answers[choice]! }] : [];
  });
  const score = chosen.reduce((sum, { answer }) => sum + totalPoints(answer), 0);
  const maximum = totalMaximum(quiz);
  const summary = quiz.results.summary;
  const total: BandResult = { title: summary?.title, score, maximum, scoreText: scoreText(score, maximum), band: summary ? matchBand(summary.responses, score) : null };

  const keys = categoriesOf(quiz);
  const categories = keys.map((key): CategoryResult => {
    const set = quiz.results.scores![key]!;
    const categoryScore = chosen.reduce((sum, { question, answer }) => sum + (categoryPoints(quiz.scoreType, question, answer, key, keys) ?? 0), 0);
    const categoryMax = categoryMaximum(quiz, key, set, keys);
    return {
      key,
      title: set.title,
      score: categoryScore,
      maximum: categoryMax,
      scoreText: scoreText(categoryScore, categoryMax),
      band: matchBand(set.responses, categoryScore),
    };
  });
  const highestBand = Boolean(total.band?.highest) || categories.some((c) => c.band?.highest);
  const flagged = chosen.some(({ question, answer }) => question.showsCrisisResources === true && totalPoints(answer) > 0);
  return { total, categories, highestBand, showCrisis: highestBand || flagged };
}
