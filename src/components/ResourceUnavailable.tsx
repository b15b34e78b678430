import styles from './ResourceUnavailable.module.css';

/** Spec savings §8, "Resource unavailable notice": what shows where a resource of the page cannot be shown. */
export const resourceUnavailableTitle = 'Resource not available.';
export const resourceUnavailableText = "We're unable to show some of our resources at this time. We're sorry for any inconvenience.";

/** The resource-unavailable notice: static text in the page, the same for every reader. */
export function ResourceUnavailable({ className }: { className?: string }) {
  return (
    <p className={[styles.notice, className].filter(Boolean).join(' ')} data-resource-unavailable="">
      <strong>{resourceUnavailableTitle}</strong> {resourceUnavailableText}
    </p>
  );
}
