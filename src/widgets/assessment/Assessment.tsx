import { QuizBlock } from '@/widgets/kits/quiz/QuizBlock';
import type { WidgetProps } from '../define';
import type { assessmentSchema } from './schema';

/** The `assessment` widget: the quiz engine in two layouts, inline-full (every question) or normal (one at a time). */
export function Assessment({ data, context }: WidgetProps<typeof assessmentSchema>) {
  return (
    <QuizBlock
      location="assessment"
      layout={data.layout === 'normal' ? 'paged' : 'all'}
      quiz={data}
      context={context}
      intro={data.intro}
      fallbackLabel="Self-assessment"
    />
  );
}
