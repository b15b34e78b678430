import type { ReactNode } from 'react';
import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import type { WidgetContext } from '@/widgets/define';
import { defaultQuizDisclaimer } from './constants';
import { SITES } from '@/sites';
import { CrisisResources } from './CrisisResources';
import type { QuizLocation } from './events';
import { QuizRunner } from './leaves';
import type { QuizBandSet, ScoredQuiz } from './schema';
import styles from './Quiz.module.css';

interface Props {
  location: QuizLocation;
  layout: 'all' | 'paged';
  quiz: ScoredQuiz & { disclaimerOverride?: string; quizId?: string };
  context: WidgetContext;
  /** Editor HTML shown under the title (assessments). */
  intro?: string;
  /** Title when the quiz has none, for the section's accessible name. */
  fallbackLabel: string;
}

/** Drops the band texts from what goes to the browser: they are rendered here, as bandTexts. */
function withoutTexts(set: QuizBandSet): QuizBandSet {
  return { ...set, responses: set.responses.map(({ text: _text, ...rest }) => rest) };
}

/**
 * A scored quiz or assessment, server-rendered in full: every question is a fieldset of radio
 * buttons, readable and keyboard-operable before any script runs. The QuizRunner leaf (loaded on
 * demand) adds scoring. Renders nothing without questions or answers.
 */
export function QuizBlock({ location, layout, quiz, context, intro, fallbackLabel }: Props) {
  if (quiz.questions.length === 0 || quiz.answers.length === 0) return null;
  const idPrefix = `${location}-${context.page}-${context.index}`;
  const titleId = `${idPrefix}-title`;

  const bandTexts: Record<string, ReactNode> = {};
  const addTexts = (key: string, set: QuizBandSet | undefined) =>
    set?.responses.forEach((response, index) => {
      if (response.text) bandTexts[`${key}:${index}`] = <EditorHtml html={response.text} />;
    });
  addTexts('summary', quiz.results.summary);
  for (const [key, set] of Object.entries(quiz.results.scores ?? {})) addTexts(key, set);

  const results = {
    ...quiz.results,
    summary: quiz.results.summary && withoutTexts(quiz.results.summary),
    scores: quiz.results.scores && Object.fromEntries(Object.entries(quiz.results.scores).map(([key, set]) => [key, withoutTexts(set)])),
  };
  const resources = SITES[context.site].crisisResources;
  const crisis = resources ? <CrisisResources idPrefix={idPrefix} resources={resources} /> : null;

  return (
    <section
      className={styles.block}
      aria-labelledby={quiz.title ? titleId : undefined}
      aria-label={quiz.title ? undefined : fallbackLabel}
      data-quiz={location}
    >
      {quiz.title && (
        <h2 id={titleId} className={styles.title}>
          {quiz.title}
        </h2>
      )}
      {intro && <EditorHtml className={styles.intro} html={intro} />}
      <p className={styles.disclaimer}>{quiz.disclaimerOverride || defaultQuizDisclaimer}</p>
      <QuizRunner
        location={location}
        idPrefix={idPrefix}
        layout={layout}
        quiz={{ title: quiz.title, scoreType: quiz.scoreType, questions: quiz.questions, answers: quiz.answers, results }}
        formId={quiz.quizId}
        formName={quiz.title}
        bandTexts={bandTexts}
        crisis={crisis}
      />
    </section>
  );
}
