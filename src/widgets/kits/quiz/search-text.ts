import type { QuizBandSet, ScoredQuiz } from './schema';

const bandText = (set: QuizBandSet | undefined) => (set ? [set.title, ...set.responses.flatMap((r) => [r.title, r.text])] : []);

/** A scored quiz's reader text after its title (quiz and assessment): questions, the shared answers, every result band and the disclaimer. */
export function scoredQuizSearchText(quiz: ScoredQuiz & { disclaimerOverride?: string }): (string | undefined)[] {
  return [
    ...quiz.questions.flatMap((q) => [q.sectionTitle, q.question || q.questionTitle]),
    ...quiz.answers.map((a) => a.label),
    ...bandText(quiz.results.summary),
    ...Object.values(quiz.results.scores ?? {}).flatMap(bandText),
    quiz.disclaimerOverride,
  ];
}
