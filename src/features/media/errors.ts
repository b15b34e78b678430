/**
 * Why the media library refused something, in words an editor can act on, with the HTTP status an
 * API answers it with: 400 bad input, 404 no such item, 413 too large, 415 not a type we take,
 * 422 an image we cannot use. Bad input is never a 500.
 */
export type MediaErrorStatus = 400 | 404 | 413 | 415 | 422;

export type MediaErrorCode =
  | 'invalid_input'
  | 'alt_required'
  | 'empty_file'
  | 'file_too_large'
  | 'too_many_pixels'
  | 'unsupported_type'
  | 'unreadable_image'
  | 'svg_without_size'
  | 'not_found';

export class MediaError extends Error {
  constructor(
    readonly status: MediaErrorStatus,
    readonly code: MediaErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'MediaError';
  }
}

export function isMediaError(error: unknown): error is MediaError {
  return error instanceof MediaError;
}
