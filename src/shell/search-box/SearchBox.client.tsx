'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useDisclosure } from '@/components/use-disclosure';
import { useOutsidePress } from '@/components/use-outside-press';
import { invalidTermMessage, searchLimits } from '@/features/search/limits';
import { loadCombobox, loadedCombobox } from './load-combobox';
import styles from './SearchBox.module.css';

const preload = () => void loadCombobox().catch(() => undefined);

/**
 * Closed: a submit button. Its first click opens the flyout with the combobox; a click with a
 * term goes to /search?q1=term, without one shows the spec's message. Escape, Tab and a click
 * outside close it.
 */
export function SearchBoxClient() {
  const router = useRouter();
  const flyoutId = useId();
  const messageId = useId();
  const { open, setOpen, buttonRef, buttonProps } = useDisclosure(flyoutId);
  const [Combobox, setCombobox] = useState(loadedCombobox);
  const [term, setTerm] = useState('');
  const [message, setMessage] = useState(false);
  const rootRef = useRef<HTMLFormElement>(null);
  const tabbing = useRef(false);

  const close = (focusButton: boolean) => {
    setOpen(false);
    setMessage(false);
    if (focusButton) buttonRef.current?.focus();
  };

  // A press anywhere outside closes it (focus may stay put when the press lands on plain text).
  useOutsidePress(rootRef, open, () => close(false));

  const openFlyout = () => {
    loadCombobox().then(
      (component) => {
        setCombobox(() => component);
        setOpen(true);
      },
      // The chunk could not load (offline, new deploy): the results page has a plain form.
      () => router.push('/search'),
    );
  };

  const submit = (value: string) => {
    const trimmed = value.trim();
    if (trimmed.length < searchLimits.minTermLength) {
      setMessage(true);
      rootRef.current?.querySelector('input')?.focus();
      return;
    }
    close(false);
    router.push(`/search?${new URLSearchParams({ q1: trimmed.slice(0, searchLimits.maxTermLength) })}`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (open) submit(term);
    else openFlyout();
  };

  return (
    <form
      ref={rootRef}
      role="search"
      aria-label="Site search"
      action="/search"
      method="get"
      className={styles.form}
      onSubmit={onSubmit}
      onKeyDownCapture={(event) => {
        tabbing.current = event.key === 'Tab';
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          close(true);
        }
      }}
      onBlur={(event) => {
        // Focus moved somewhere outside (Tab, Shift+Tab past the button, a click on another control).
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) close(false);
      }}
      onFocus={(event) => {
        // Shift+Tab from the input lands on the button, inside the form: Tab still closes.
        if (tabbing.current && open && (event.target as Node) === buttonRef.current) close(false);
        tabbing.current = false;
      }}
    >
      <button
        type="submit"
        className={styles.toggle}
        {...buttonProps}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Search</span>
      </button>
      <div id={flyoutId} className={styles.flyout} hidden={!open}>
        {open && Combobox && (
          <Combobox
            term={term}
            onTermChange={(value) => {
              setTerm(value);
              setMessage(false);
            }}
            onNoSuggestions={setMessage}
            onSubmitTerm={submit}
            messageId={messageId}
            invalid={message}
          />
        )}
        <p id={messageId} className={styles.message} aria-live="polite">
          {open && message ? invalidTermMessage : ''}
        </p>
      </div>
    </form>
  );
}
