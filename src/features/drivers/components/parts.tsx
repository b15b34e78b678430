import type { ReactNode } from 'react';
import type { CtaPosition } from '@/features/analytics/marketing-context';
import { isProxied, proxiedImageSrc, proxyWidth } from '@/lib/proxied-image';
import type { ResponseDriver } from '../api-schema';
import { defaultCta } from './types';
import styles from './Driver.module.css';

/** Widths (CSS px) a driver image is offered at; each is a widget image width of the optimizer. */
const imageWidths = [120, 240, 320, 400, 700] as const;

/**
 * A driver's image with its intrinsic size (the space is reserved, nothing shifts), through the
 * image optimizer at 2.1 times the shown width. `sizes` says how wide it shows per breakpoint.
 */
export function DriverImage({ image, sizes, className }: { image: NonNullable<ResponseDriver['image']>; sizes: string; className?: string }) {
  const proxied = isProxied(image.src);
  const srcSet = proxied ? [...new Set(imageWidths.map((w) => `${proxiedImageSrc(image.src, w)} ${proxyWidth(w)}w`))].join(', ') : undefined;
  return (
    // Driver images come from the campaign with their size; the optimizer is used through proxiedImageSrc.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={className ?? styles.image}
      src={proxiedImageSrc(image.src, 400)}
      srcSet={srcSet}
      sizes={proxied ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * The confirm step (or the feedback step, or a quiz's result): a headline, its copy and an optional
 * link onwards, whose click is tracked with `actionPosition` as its ctaPosition ('confirm' by default).
 */
export function DriverStep({
  headline,
  bodyCopy,
  action,
  actionPosition = 'confirm',
  focus = true,
  children,
}: {
  headline: string;
  bodyCopy?: string;
  action?: { text: string; href: string; sameTab?: boolean } | null;
  actionPosition?: CtaPosition;
  focus?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={styles.step} role="status" data-step="">
      <p className={styles.headline} tabIndex={-1} ref={focus ? focusOnMount : undefined}>
        {headline}
      </p>
      {bodyCopy && <p className={styles.body}>{bodyCopy}</p>}
      {children}
      {action && (
        <a className={styles.cta} href={action.href} {...linkTarget(action.sameTab ?? true)} data-cta-position={actionPosition}>
          {action.text}
        </a>
      )}
    </div>
  );
}

/**
 * The campaign's confirm step, or what the driver type says when the campaign has none: its
 * headline and copy, and a link onwards when the campaign gives one (`ctaFallback` names it then).
 */
export function ConfirmStep({
  confirm,
  headline,
  bodyCopy,
  ctaFallback = defaultCta.getStarted,
}: {
  confirm: ResponseDriver['confirm'];
  headline: string;
  bodyCopy?: string;
  ctaFallback?: string;
}) {
  return (
    <DriverStep
      headline={confirm?.headline ?? headline}
      bodyCopy={confirm?.bodyCopy ?? bodyCopy}
      action={confirm?.callToActionURL ? { text: confirm.callToAction ?? ctaFallback, href: confirm.callToActionURL } : null}
    />
  );
}

/** The campaign's feedback step after a quiz or survey answer, with its button on to the confirmation. */
export function FeedbackStep({ feedback, onContinue }: { feedback: NonNullable<ResponseDriver['feedbackStep']>; onContinue: () => void }) {
  return (
    <>
      <DriverStep headline={feedback.headline} bodyCopy={feedback.bodyCopy} />
      <div className={styles.actions}>
        <button type="button" className={styles.cta} onClick={onContinue} data-cta-position="feedback">
          {feedback.callToAction ?? 'Continue'}
        </button>
      </div>
    </>
  );
}

/** Moves focus to a step that replaces the control just used, so keyboard and screen-reader users follow. */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus({ preventScroll: true });
}

/** Same tab, or a new tab without access back to this page. */
export function linkTarget(sameTab: boolean): { target?: string; rel?: string } {
  return sameTab ? {} : { target: '_blank', rel: 'noopener' };
}

/** The headline block most driver types start with: an optional whisper line, the headline and the body copy. */
export function DriverCopy({ driver, headingFallback, headlineId }: { driver: ResponseDriver; headingFallback?: string; headlineId?: string }) {
  const headline = driver.headline ?? headingFallback;
  return (
    <>
      {driver.whisper && <p className={styles.whisper}>{driver.whisper}</p>}
      {headline && (
        <p id={headlineId} className={styles.headline}>
          {headline}
        </p>
      )}
      {driver.bodyCopy && <p className={styles.body}>{driver.bodyCopy}</p>}
    </>
  );
}

/** The next choice list after a box is ticked or unticked: one choice, or several when `multiple`. */
export function toggledChoices(previous: readonly string[], value: string, on: boolean, multiple: boolean): string[] {
  if (!multiple) return on ? [value] : [];
  const others = previous.filter((v) => v !== value);
  return on ? [...others, value] : others;
}

/** Whether a headline says the same as the question under it (case, spacing and end punctuation aside). */
export function repeatsQuestion(headline: string | undefined, question: string): boolean {
  const words = (text: string) => text.toLowerCase().replace(/[\s\p{P}]+/gu, ' ').trim();
  return headline !== undefined && words(headline) !== '' && words(headline) === words(question);
}

/**
 * One question with its choices (radio buttons, or checkboxes when `multiple`), shared by the quiz
 * and survey drivers. `focusQuestion` moves focus to the question when it appears (a new step).
 * `questionShown` false: the headline above already asks it (its id is `questionId`), so the
 * question is not printed a second time and the headline names the choices.
 */
export function ChoiceFieldset({
  name,
  questionId,
  question,
  choices,
  chosen,
  multiple,
  focusQuestion = false,
  questionShown = true,
  onToggle,
}: {
  name: string;
  questionId: string;
  question: string;
  choices: readonly { label: string; value: string }[];
  chosen: readonly string[];
  multiple: boolean;
  focusQuestion?: boolean;
  questionShown?: boolean;
  onToggle: (value: string, on: boolean) => void;
}) {
  return (
    <fieldset className={styles.fieldset} aria-labelledby={questionId}>
      {questionShown && (
        <p id={questionId} className={styles.question} {...(focusQuestion ? { tabIndex: -1, ref: focusOnMount } : {})}>
          {question}
        </p>
      )}
      {multiple && <p className={styles.hint}>Choose all that apply.</p>}
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={choice.value}
              checked={chosen.includes(choice.value)}
              onChange={(e) => onToggle(choice.value, e.currentTarget.checked)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
