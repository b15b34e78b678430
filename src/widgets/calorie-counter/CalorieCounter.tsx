import { activityLevels } from '@/widgets/kits/health-tools/energy';
import { Sources } from '@/widgets/kits/health-tools/Sources';
import { mifflin1990 } from '@/widgets/kits/health-tools/sources';
import tool from '@/widgets/kits/health-tools/tool.module.css';
import type { WidgetProps } from '../define';
import type { calorieCounterSchema } from './schema';
import { CalorieForm } from './leaves';

const defaultTitle = 'Daily calorie calculator';

/**
 * Text, method and sources are server-rendered; the form is the client leaf (server-rendered
 * too, its script loaded on demand only where the widget shows).
 */
export function CalorieCounter({ data }: WidgetProps<typeof calorieCounterSchema>) {
  return (
    <section className={tool.tool}>
      <h2 className={tool.title}>{data.title || defaultTitle}</h2>
      {data.intro && <p className={tool.intro}>{data.intro}</p>}
      <p className={tool.scope}>
        For adults aged 18 and over. The result is an estimate: real needs can differ by a few hundred calories a day. It does not apply
        during pregnancy or breastfeeding, or to people with conditions or medicines that change metabolism; ask a doctor or registered
        dietitian instead.
      </p>
      <noscript>
        <p className={tool.noscript}>This calculator needs JavaScript, which is turned off in your browser. The method below shows how the estimate is made.</p>
      </noscript>
      <CalorieForm defaultUnits={data.defaultUnits} showLossTargets={data.showLossTargets} />
      <Sources sources={[mifflin1990]}>
        <p>
          Resting energy uses the Mifflin–St Jeor equation: 10 × weight (kg) + 6.25 × height (cm) − 5 × age (years), then + 5 for the
          male version or − 161 for the female version. Daily needs are resting energy times an activity factor:{' '}
          {activityLevels.map((level, i) => `${i > 0 ? ', ' : ''}${level.label.toLowerCase()} ${level.factor}`).join('')}. Results are rounded to
          the nearest 10 calories.
        </p>
      </Sources>
    </section>
  );
}
