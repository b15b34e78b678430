import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { nutrientAmount, nutrientRows } from '@/widgets/kits/recipes/nutrition';
import type { WidgetProps } from '../define';
import type { nutritionFactsSchema } from './schema';
import styles from './NutritionFacts.module.css';

const unitText = { kcal: '', g: ' g', mg: ' mg' } as const;

/** The nutrition facts call-out: the per-serving panel and the recipe's stand-out callout. Static, no JavaScript. */
export function NutritionFacts({ data, context }: WidgetProps<typeof nutritionFactsSchema>) {
  const rows = nutrientRows.filter((row) => data[row.key] !== undefined);
  const { servingSize, yieldString, recipeStandout } = data;
  if (rows.length === 0 && !servingSize && !yieldString && !recipeStandout) return null;
  const titleId = `nutrition-${context.page}-${context.index}`;
  return (
    <section className={styles.callout} data-nutrition-facts>
      <div className={styles.panel}>
        <h2 className={styles.title} id={titleId}>
          Nutrition facts
        </h2>
        {(yieldString || servingSize) && (
          <dl className={styles.serving}>
            {yieldString && (
              <div>
                <dt>Yield</dt>
                <dd>{yieldString}</dd>
              </div>
            )}
            {servingSize && (
              <div>
                <dt>Serving size</dt>
                <dd>{servingSize}</dd>
              </div>
            )}
          </dl>
        )}
        {rows.length > 0 && (
          <table className={styles.table}>
            <caption className="visually-hidden">Amount per serving</caption>
            <thead>
              <tr>
                <th scope="col">Nutrient</th>
                <th scope="col">Per serving</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className={row.key === 'calories' ? styles.calories : row.sub ? styles.sub : undefined}>
                  <th scope="row">{row.label}</th>
                  <td>
                    {nutrientAmount(data[row.key]!)}
                    {unitText[row.unit]}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {recipeStandout && (
        <div className={styles.standout}>
          <p className={styles.standoutTitle}>Why this recipe stands out</p>
          <EditorHtml html={recipeStandout} />
        </div>
      )}
    </section>
  );
}
