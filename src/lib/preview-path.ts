/**
 * Where newsroom previews live (`/preview/document/<id>`, `/preview/link/<token>`; decision 017).
 * Nothing a preview does is a reader's: the event client records nothing on these paths, so a
 * draft's page views and a draft campaign's views and clicks never reach the figures.
 */
export const previewPathPrefix = '/preview/';

export function isPreviewPath(pathname: string): boolean {
  return pathname.startsWith(previewPathPrefix);
}
