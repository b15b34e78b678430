import { env } from '@/lib/env';
import { SurveyTrigger } from './SurveyTrigger.client';

/** The satisfaction survey's trigger for an article page; the prompt's code loads only when it shows. */
export function Survey() {
  return <SurveyTrigger samplePercent={env().SURVEY_SAMPLE_PERCENT} />;
}
