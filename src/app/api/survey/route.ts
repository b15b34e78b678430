import { getDb } from '@/db/client.server';
import { rateLimited } from '@/features/consent/server/requests.server';
import { maxSurveyBodyBytes, surveyAnswerSchema } from '@/features/survey/schema';
import { storeSurveyAnswer } from '@/features/survey/server/responses.server';
import { apiError, readJsonBody, zodIssues } from '@/lib/api';
import { currentSiteId } from '@/lib/current-site.server';
import { apiRoute } from '@/lib/api-route';

/** A satisfaction survey answer: validated and stored with the site and page, nothing about the reader. */
async function handlePOST(request: Request): Promise<Response> {
  const read = await readJsonBody(request, maxSurveyBodyBytes);
  if (!read.ok) return read.response;
  const parsed = surveyAnswerSchema.safeParse(read.body);
  if (!parsed.success) return apiError(400, 'invalid_survey', 'The survey answer is not valid.', zodIssues(parsed.error));
  const db = await getDb();
  const limited = await rateLimited('survey');
  if (limited) return limited;
  await storeSurveyAnswer(db, await currentSiteId(), parsed.data);
  return new Response(null, { status: 204 });
}

export const POST = apiRoute(handlePOST);
