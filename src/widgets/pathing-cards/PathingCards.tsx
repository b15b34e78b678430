import { PathingBlock } from '@/widgets/kits/pathing/PathingBlock';
import type { WidgetProps } from '../define';
import type { pathingCardsSchema } from './schema';

export function PathingCards({ data, context }: WidgetProps<typeof pathingCardsSchema>) {
  return <PathingBlock data={data} variant="cards" format="pathing-cards" idBase={`page${context.page}-pathing${context.index}`} />;
}
