import { newsroomSchemas } from '@/publishing/json-schema';
import { newsroomRoute, privateJson } from '@/app/api/newsroom/_lib/newsroom-route';

/** GET /api/newsroom/schemas: a JSON Schema per document type (the article without its body) and per widget; the forms are built from them. */
export const GET = newsroomRoute('newsroom.view', async () => privateJson(newsroomSchemas()));
