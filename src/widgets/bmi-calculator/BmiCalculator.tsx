import { bmiBands } from '@/widgets/kits/health-tools/bmi';
import { Sources } from '@/widgets/kits/health-tools/Sources';
import { cdcAdultBmi, whoBmiClassification } from '@/widgets/kits/health-tools/sources';
import tool from '@/widgets/kits/health-tools/tool.module.css';
import type { WidgetProps } from '../define';
import type { bmiCalculatorSchema } from './schema';
import { BmiForm } from './leaves';
import styles from './BmiCalculator.module.css';

const defaultTitle = 'BMI calculator';

/**
 * The calculator's text, the category table and the sources are server-rendered; the form is the
 * client leaf, server-rendered too, so nothing moves when its script arrives (on demand, only on
 * pages that show this widget).
 */
export function BmiCalculator({ data }: WidgetProps<typeof bmiCalculatorSchema>) {
  return (
    <section className={tool.tool}>
      <h2 className={tool.title}>{data.title || defaultTitle}</h2>
      {data.intro && <p className={tool.intro}>{data.intro}</p>}
      <p className={tool.scope}>
        BMI is a screening measure for adults aged 20 and over. It is not used the same way for children and teens (for ages 2 to 19 the
        CDC compares BMI with others of the same age and sex, as a percentile), during pregnancy, or for very muscular people, whose
        weight comes largely from muscle.
      </p>
      <noscript>
        <p className={tool.noscript}>This calculator needs JavaScript, which is turned off in your browser. The categories below show how to read a BMI.</p>
      </noscript>
      <BmiForm defaultUnits={data.defaultUnits} />
      <Sources sources={[cdcAdultBmi, whoBmiClassification]}>
        <p>BMI is weight in kilograms divided by height in meters squared (in US units: 703 × weight in pounds ÷ height in inches squared), rounded to one decimal.</p>
        <table className={styles.bands}>
          <caption>Adult BMI categories (CDC and WHO)</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">BMI</th>
            </tr>
          </thead>
          <tbody>
            {bmiBands.map((band) => (
              <tr key={band.label}>
                <th scope="row">{band.label}</th>
                <td>{band.range}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Sources>
    </section>
  );
}
