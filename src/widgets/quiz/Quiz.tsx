import { interestQuizTitle } from '@/widgets/kits/quiz/constants';
import { InterestQuiz } from '@/widgets/kits/quiz/leaves';
import { QuizBlock } from '@/widgets/kits/quiz/QuizBlock';
import styles from '@/widgets/kits/quiz/Quiz.module.css';
import type { WidgetProps } from '../define';
import type { quizSchema } from './schema';

/** The `quiz` widget: a scored quiz with every question on the page, or the interest quiz. */
export function Quiz({ data, context }: WidgetProps<typeof quizSchema>) {
  if (data.questionType === 'interest') {
    const idPrefix = `quiz-${context.page}-${context.index}`;
    const title = data.title || interestQuizTitle;
    return (
      <section className={styles.block} aria-labelledby={`${idPrefix}-title`} data-quiz="interest">
        <h2 id={`${idPrefix}-title`} className={styles.title}>
          {title}
        </h2>
        <InterestQuiz idPrefix={idPrefix} labelledBy={`${idPrefix}-title`} formId={data.quizId} formName={title} />
      </section>
    );
  }
  return <QuizBlock location="quiz" layout="all" quiz={data} context={context} fallbackLabel="Quiz" />;
}
