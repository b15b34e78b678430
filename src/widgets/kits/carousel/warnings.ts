import { parseCarouselMarkupResult, type CarouselKind } from './markup';

/**
 * Content validation's warning for carousel markup that cannot be read: the spec renders such a
 * carousel as nothing, so the editor hears it at import instead of finding an empty spot.
 */
export function carouselMarkupWarnings(kind: CarouselKind): (data: { markup: string }) => string[] {
  return ({ markup }) => {
    const { error } = parseCarouselMarkupResult(markup, kind);
    return error ? [`markup could not be read (${error}): the carousel renders nothing`] : [];
  };
}
