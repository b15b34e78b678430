import { answerMediaFile } from '@/features/media/server/serve.server';
import { apiRoute } from '@/lib/api-route';

/** A media library file (docs/areas/media.md): /media/<id>/<file>, from disk or the S3 bucket. */
async function handle(request: Request, { params }: { params: Promise<{ id: string; file: string }> }): Promise<Response> {
  const { id, file } = await params;
  return answerMediaFile(request.method === 'HEAD' ? 'HEAD' : 'GET', id, file);
}

export const GET = apiRoute(handle);
export const HEAD = apiRoute(handle);
