import { templateTraits } from '@/content/page-templates';
import type { WidgetProps } from '../define';
import type { manualDriverPlacementSchema } from './schema';
import { ManualPlacement } from './leaves';

/**
 * Where the manualPlacement1 driver goes (spec article blocks 3). The page's HTML is the same for
 * every reader: the leaf asks the drivers call for the driver after load, with the content index
 * of the article it is in (infinite scroll appends articles 2, 3… as content indexes 1, 2…). On
 * marketing landing pages it gets the special wrapping (spec article blocks 2): a full-width
 * section band.
 */
export function ManualDriverPlacement({ data, context }: WidgetProps<typeof manualDriverPlacementSchema>) {
  return (
    <ManualPlacement
      placement={data.placement}
      contentIndex={Math.max(0, context.page - 1)}
      label={data.label}
      landing={context.pageTemplate ? templateTraits(context.pageTemplate).landingPlacements : false}
    />
  );
}
