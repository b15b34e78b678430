'use client';

import { useEffect, useId, useReducer, useRef, type CSSProperties, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { reportError } from '@/features/errors/reporter';
import { botCheckToken, prepareBotCheck } from '@/features/newsletter/bot-check-browser';
import { couponNotes, couponRecaptchaAction, demoNotice } from '@/features/savings/coupon-text';
import type { DrugSavingsInitial } from '@/features/savings/schema';
import { couponCreationLink, couponData, type CouponData, type CouponRequest } from './coupon';
import { couponModalReducer, initialCouponModalState, type SentBy } from './coupon-modal-state';
import { canSend } from './send-checks';
import { shareBody, successText, type ShareRequest } from './share';
import { inputFocusResetMs } from './timing';
import { modalMaxHeight, type CouponView } from './view-heights';
import { googleWalletSaveUrl, pkpassBlob, walletPlatform, type WalletPlatform } from './wallet';
import { CouponDetails } from './CouponDetails';
import { fetchCoupon, shareCoupon, type ShareOutcome } from './savings-api';
import { texts, walletLabel } from './texts';
import styles from './CouponModal.module.css';

export type { CouponRequest };

export interface CouponModalProps {
  open: boolean;
  request: CouponRequest;
  partnerName: string;
  botCheck: DrugSavingsInitial['botCheck'];
  /** Coupons from the demo data set say so. */
  demo: boolean;
  /** A personalisation placement's heading for the first view, instead of the default (spec savings 2.3). */
  heading?: string;
  /** The partner's coupon page (SAVINGS_COUPON_PAGE_URL): the first view links to it. */
  couponPageUrl?: string;
  onClose: () => void;
}

function viewHeading(view: CouponView, platform: WalletPlatform | null): string {
  switch (view) {
    case 'default':
      return texts.defaultHeading;
    case 'email':
      return texts.emailHeading;
    case 'sms':
      return texts.smsHeading;
    case 'success':
      return texts.sentHeading;
    case 'error':
      return texts.sendError;
    case 'success_wallet':
      return platform === 'iOS' ? 'Your Wallet pass is ready' : 'Your coupon is ready for Google Wallet';
    case 'error_wallet':
      return texts.walletError;
    case 'timeout':
      return texts.timeoutHeading;
  }
}

function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${children} (opens in a new tab)`}>
      {children}
    </a>
  );
}

function downloadPass(base64: string, fileName: string): void {
  const url = URL.createObjectURL(pkpassBlob(base64));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Spec 2.3 and 4.3: the coupon in a native modal dialog (the browser traps focus and closes it on
 * Escape; the widget returns focus to the card's button). Views: default, email, sms, success,
 * success_wallet, error, error_wallet and timeout, each with its max height. While it is open with a
 * coupon, a print sheet sits at the end of the body: printing shows only that.
 */
export function CouponModal({ open, request, partnerName, botCheck, demo, heading: placementHeading, couponPageUrl, onClose }: CouponModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const fieldId = useId();
  const [state, dispatch] = useReducer(couponModalReducer, undefined, () => initialCouponModalState(walletPlatform(navigator.userAgent), window.innerHeight));
  const { coupon, attempt, view, email, emailError, phone, phoneError, sending, sentBy, inputFocused, walletLink, platform, viewportHeight } = state;
  const focusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const shownView = useRef<CouponView>('default');

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const controller = new AbortController();
    fetchCoupon(request.query, controller.signal)
      .then((answer) => {
        dispatch({ type: 'couponLoaded', data: couponData(answer, request.card, request.dosage, request.manufacturer) });
        if (platform) prepareBotCheck(botCheck);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'couponFailed' });
      });
    return () => controller.abort();
  }, [request, attempt, platform, botCheck]);

  useEffect(() => {
    const onResize = () => dispatch({ type: 'viewportResized', height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(focusTimer.current);
    };
  }, []);

  // A new view gets the focus on its heading, so it is read out and Tab starts from the top.
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    headingRef.current?.focus();
  }, [view]);

  function go(next: CouponView) {
    if (next === 'email' || next === 'sms') prepareBotCheck(botCheck);
    dispatch({ type: 'viewShown', view: next });
  }

  function back() {
    dispatch({ type: 'viewShown', view: 'default' });
    clearTimeout(focusTimer.current);
    focusTimer.current = setTimeout(() => dispatch({ type: 'inputFocusCleared' }), inputFocusResetMs);
  }

  function retry() {
    dispatch({ type: 'retried' });
  }

  function onClosed() {
    dispatch({ type: 'closed' });
    shownView.current = 'default';
    onClose();
  }

  async function share(what: ShareRequest): Promise<ShareOutcome> {
    if (coupon.status !== 'ready') return { ok: false, reason: 'no coupon' };
    try {
      const token = await botCheckToken(botCheck, couponRecaptchaAction);
      return await shareCoupon(shareBody(token, coupon.data.couponInformation.id, what));
    } catch (error) {
      return { ok: false, reason: `bot check ${error instanceof Error ? error.name : 'failed'}` };
    }
  }

  async function send(event: FormEvent<HTMLFormElement>, by: SentBy) {
    event.preventDefault();
    const value = by === 'email' ? email : phone;
    if (sending || !canSend(value, by === 'email' ? emailError : phoneError)) return;
    dispatch({ type: 'sendStarted' });
    const outcome = await share(by === 'email' ? { sendType: 'email', email: value } : { sendType: 'textMessage', phoneNumber: value });
    dispatch({ type: 'sendSettled' });
    if (outcome.ok) {
      dispatch({ type: 'sent', by });
      return;
    }
    reportError(new Error(`Coupon send failed: ${outcome.reason}`), 'explicit', { sendType: by });
    dispatch({ type: 'viewShown', view: 'error' });
  }

  async function saveToWallet() {
    if (!platform || sending) return;
    dispatch({ type: 'sendStarted' });
    const outcome = await share({ sendType: 'wallet', platform });
    dispatch({ type: 'sendSettled' });
    try {
      if (!outcome.ok) throw new Error(outcome.reason);
      const data = outcome.answer.data;
      if (!data) throw new Error('no wallet data');
      if (platform === 'iOS') {
        downloadPass(data, outcome.answer.fileName ?? 'coupon.pkpass');
      } else {
        const url = googleWalletSaveUrl(data);
        dispatch({ type: 'walletLinkOpened', link: url });
        window.open(url, '_blank', 'noopener');
      }
      dispatch({ type: 'viewShown', view: 'success_wallet' });
    } catch (error) {
      reportError(new Error(`Coupon wallet failed: ${error instanceof Error ? error.message : 'failed'}`), 'explicit', { sendType: 'wallet', platform });
      dispatch({ type: 'viewShown', view: 'error_wallet' });
    }
  }

  const heading = view === 'default' && placementHeading ? placementHeading : viewHeading(view, platform);
  const partnerLink = couponPageUrl ? couponCreationLink(couponPageUrl, request) : null;
  const style = { '--coupon-max-height': `${modalMaxHeight(view, viewportHeight)}px` } as CSSProperties;
  const ready = coupon.status === 'ready' ? coupon.data : null;
  const backButton = (
    <button type="button" className={styles.back} onClick={back}>
      <span aria-hidden="true">← </span>
      {texts.back}
    </button>
  );

  function sendForm(by: SentBy) {
    const isEmail = by === 'email';
    const value = isEmail ? email : phone;
    const invalid = isEmail ? emailError : phoneError;
    const errorId = `${fieldId}-error`;
    return (
      <form className={styles.sendForm} noValidate onSubmit={(event) => void send(event, by)} aria-busy={sending}>
        <div className={styles.field} data-focused={inputFocused ? '' : undefined}>
          <label htmlFor={fieldId} className={invalid ? styles.labelError : undefined}>
            {isEmail ? texts.emailPrompt : texts.smsPrompt}
          </label>
          <input
            id={fieldId}
            className={styles.input}
            type={isEmail ? 'email' : 'tel'}
            inputMode={isEmail ? 'email' : 'tel'}
            autoComplete={isEmail ? 'email' : 'tel'}
            value={value}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onFocus={() => dispatch({ type: 'inputFocused' })}
            onChange={(e) => dispatch({ type: 'inputChanged', by, value: e.target.value })}
          />
          <p id={errorId} className={styles.fieldError} aria-live="polite">
            {invalid ? (isEmail ? texts.emailInvalid : texts.phoneInvalid) : ''}
          </p>
        </div>
        <button type="submit" className={styles.primary} disabled={sending}>
          {sending ? 'Sending…' : texts.send}
        </button>
        <p className={styles.consent}>
          {isEmail
            ? `By selecting Send, you ask us to email this coupon to this address. We use the address only to send it, and the email comes from ${partnerName}. `
            : 'By selecting Send, you ask for one text message with this coupon at this number. Message and data rates may apply. We use the number only to send it. '}
          See our <NewTabLink href="/privacy-policy">Privacy Policy</NewTabLink> and <NewTabLink href="/terms-of-use">Terms of Use</NewTabLink>.
        </p>
      </form>
    );
  }

  return (
    <>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        style={style}
        data-view={view}
        data-input-focus={inputFocused ? '' : undefined}
        data-testid="coupon-modal"
        aria-labelledby={headingId}
        onClose={onClosed}
        onClick={(event) => {
          if (event.target === dialogRef.current) dialogRef.current.close();
        }}
      >
        <div className={styles.panel}>
          <div className={styles.top}>
            {(view === 'email' || view === 'sms' || view === 'error' || view === 'error_wallet') && backButton}
            <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{texts.close}</span>
            </button>
          </div>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
            {heading}
          </h2>
          {/* Views announce themselves by taking the focus on their heading; this reads the coupon's arrival. */}
          <p className="visually-hidden" aria-live="polite" data-testid="coupon-status">
            {coupon.status === 'loading' ? texts.couponLoading : coupon.status === 'ready' ? 'Coupon ready.' : ''}
          </p>
          {view === 'default' && coupon.status === 'loading' && (
            <div className={styles.loading} data-testid="coupon-loading">
              <span className={styles.spinner} aria-hidden="true" />
              <p>{texts.couponLoading}</p>
            </div>
          )}
          {view === 'default' && ready && (
            <>
              <CouponDetails coupon={ready} />
              {demo && <p className={styles.demo}>{demoNotice}</p>}
              {partnerLink && (
                <p className={styles.partnerLink}>
                  <NewTabLink href={partnerLink}>{`Open this coupon on ${partnerName}`}</NewTabLink>
                </p>
              )}
              <div className={styles.actions}>
                <button type="button" className={styles.action} onClick={() => go('sms')}>
                  SMS
                </button>
                <button type="button" className={styles.action} onClick={() => go('email')}>
                  Email
                </button>
                <button type="button" className={styles.action} onClick={() => window.print()}>
                  Print
                </button>
                {platform && (
                  <button type="button" className={styles.action} onClick={() => void saveToWallet()} disabled={sending}>
                    {sending ? 'Saving…' : walletLabel(platform)}
                  </button>
                )}
              </div>
            </>
          )}
          {view === 'email' && sendForm('email')}
          {view === 'sms' && sendForm('textMessage')}
          {view === 'success' && <p className={styles.text}>{successText(sentBy, partnerName)}</p>}
          {view === 'success_wallet' && (
            <p className={styles.text}>
              {platform === 'iOS' ? (
                'The pass has downloaded. Open it to add the coupon to Apple Wallet.'
              ) : (
                <>
                  Google Wallet opens in a new tab. If it did not, <NewTabLink href={walletLink ?? 'https://pay.google.com/'}>open Google Wallet</NewTabLink>.
                </>
              )}
            </p>
          )}
          {view === 'timeout' && (
            <>
              <p className={styles.text}>{texts.timeoutText}</p>
              <button type="button" className={styles.primary} onClick={retry}>
                {texts.retry}
              </button>
            </>
          )}
        </div>
      </dialog>
      {open && ready && createPortal(<PrintSheet coupon={ready} demo={demo} partnerName={partnerName} />, document.body)}
    </>
  );
}

/** Spec 2.3 print view: only this prints while the modal is open (CouponModal.module.css, @media print). */
function PrintSheet({ coupon, demo, partnerName }: { coupon: CouponData; demo: boolean; partnerName: string }) {
  return (
    <div className={styles.printSheet} data-testid="coupon-print">
      <h1 className={styles.printHeading}>{texts.printHeading}</h1>
      {demo && <p>{demoNotice}</p>}
      <CouponDetails coupon={coupon} />
      <ul className={styles.notes}>
        {couponNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <p className={styles.partner}>Savings provided by {partnerName}. Coupon ID: {coupon.couponInformation.id}</p>
    </div>
  );
}
