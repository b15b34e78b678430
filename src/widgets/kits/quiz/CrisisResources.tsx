import type { CrisisResources as Resources, LinkedText } from '@/sites';
import styles from './Quiz.module.css';

function Linked({ parts }: { parts: LinkedText }) {
  return parts.map((part, i) => (typeof part === 'string' ? part : <a key={i} href={part.href}>{part.label}</a>));
}

/**
 * The site's crisis resources (its entry in the site table, e.g. the 988 Suicide & Crisis Lifeline
 * and 911 on the mental-health site), shown with a result in the highest band.
 */
export function CrisisResources({ idPrefix, resources }: { idPrefix: string; resources: Resources }) {
  const headingId = `${idPrefix}-crisis`;
  return (
    <div className={styles.crisis} role="group" aria-labelledby={headingId} data-crisis-resources>
      <h4 id={headingId}>{resources.heading}</h4>
      <p>{resources.intro}</p>
      <ul>
        {resources.items.map((item, i) => (
          <li key={i}>
            <Linked parts={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}
