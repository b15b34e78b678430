import { PathingBlock } from '@/widgets/kits/pathing/PathingBlock';
import type { WidgetProps } from '../define';
import type { pathingTestSchema } from './schema';

export function PathingTest({ data, context }: WidgetProps<typeof pathingTestSchema>) {
  return <PathingBlock data={data} variant="test" format="pathing-test" idBase={`page${context.page}-pathing${context.index}`} />;
}
