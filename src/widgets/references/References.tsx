import type { WidgetProps } from '../define';
import type { referencesSchema } from './schema';
import { SourceList } from '../kits/sources/SourceList';

/**
 * The references widget. When it holds the article's sources (no envelope `references`, and it is
 * the first such widget), its items are the targets of the text's [[ref:N]] markers.
 */
export function References({ data, context }: WidgetProps<typeof referencesSchema>) {
  const own = context.citations?.listIndex === context.index;
  return (
    <SourceList
      sources={data.items}
      heading={data.heading}
      idPrefix={own ? context.citations?.idPrefix : undefined}
      cited={own ? context.citations?.cited : undefined}
    />
  );
}
