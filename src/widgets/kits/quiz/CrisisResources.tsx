import styles from './Quiz.module.css';

/**
 * Crisis resources shown with a result in the highest band on the mental-health site: the 988
 * Suicide & Crisis Lifeline (call or text 988) and 911 for an emergency.
 */
export function CrisisResources({ idPrefix }: { idPrefix: string }) {
  const headingId = `${idPrefix}-crisis`;
  return (
    <div className={styles.crisis} role="group" aria-labelledby={headingId} data-crisis-resources>
      <h4 id={headingId}>Support is available right now</h4>
      <p>
        Your answers suggest you may be going through a very hard time. You do not have to handle this alone, and talking to someone can
        help.
      </p>
      <ul>
        <li>
          The 988 Suicide &amp; Crisis Lifeline is free, confidential and open 24 hours a day, every day. <a href="tel:988">Call 988</a> or{' '}
          <a href="sms:988">text 988</a>.
        </li>
        <li>
          If you or someone else is in danger right now, <a href="tel:911">call 911</a> or go to the nearest emergency room.
        </li>
      </ul>
    </div>
  );
}
