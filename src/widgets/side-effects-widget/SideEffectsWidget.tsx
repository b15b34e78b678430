import { defaultTitle } from '@/widgets/kits/side-effects/texts';
import type { WidgetProps } from '../define';
import { SideEffectsExplorer } from './leaves';
import type { sideEffectsWidgetSchema } from './schema';
import styles from './SideEffectsWidget.module.css';

/**
 * The side-effects explorer (spec article blocks 4). The leaf renders its first state (the Mild
 * tab, its list) on the server, so the content is in the page before the script loads and does
 * not move when it does; without script both lists show, one after the other.
 */
export function SideEffectsWidget({ data, context }: WidgetProps<typeof sideEffectsWidgetSchema>) {
  const headingId = `side-effects-${context.page}-${context.index}`;
  return (
    <section className={styles.widget} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {data.title || defaultTitle}
      </h2>
      <SideEffectsExplorer mild={data.mildSideEffects} severe={data.severeSideEffects} idBase={headingId} />
    </section>
  );
}
