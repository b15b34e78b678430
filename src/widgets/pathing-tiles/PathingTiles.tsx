import { PathingBlock } from '@/widgets/kits/pathing/PathingBlock';
import type { WidgetProps } from '../define';
import type { pathingTilesSchema } from './schema';

export function PathingTiles({ data, context }: WidgetProps<typeof pathingTilesSchema>) {
  return <PathingBlock data={data} variant="tiles" format="pathing-tiles" idBase={`page${context.page}-pathing${context.index}`} />;
}
