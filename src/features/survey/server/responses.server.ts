import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import type { SurveyAnswer } from '../schema';

export async function storeSurveyAnswer(db: Kysely<Database>, site: string, answer: SurveyAnswer, now = new Date()): Promise<void> {
  await db
    .insertInto('survey_responses')
    .values({ site, path: answer.path, score: answer.score, comment: answer.comment ?? null, created_at: now.toISOString() })
    .execute();
}
