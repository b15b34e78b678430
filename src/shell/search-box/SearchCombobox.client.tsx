'use client';

import { type ReactNode, type RefObject, useEffect, useMemo, useRef } from 'react';
import { type AriaListBoxOptions, type Key, useComboBox, useListBox, useOption } from 'react-aria';
import { type ComboBoxState, Item, useComboBoxState } from 'react-stately';
import { searchLimits } from '@/features/search/limits';
import { useSuggestions } from './use-suggestions';
import styles from './SearchBox.module.css';

export interface SearchComboboxProps {
  inputRef: RefObject<HTMLInputElement | null>;
  term: string;
  onTermChange: (term: string) => void;
  /** Called with true when the server found nothing for a typed term, false when it found something. */
  onNoSuggestions: (none: boolean) => void;
  onSubmitTerm: (term: string) => void;
  messageId: string;
  invalid: boolean;
}

interface Suggestion {
  id: string;
}

/** The autocomplete: a React Aria combobox (ARIA 1.2, listbox with virtual focus) over /api/search/suggest. */
export function SearchCombobox({ inputRef, term, onTermChange, onNoSuggestions, onSubmitTerm, messageId, invalid }: SearchComboboxProps) {
  const answer = useSuggestions(term);
  const items = useMemo<Suggestion[]>(() => (answer?.items ?? []).map((id) => ({ id })), [answer]);
  const listBoxRef = useRef<HTMLUListElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const lastKey = useRef<string | null>(null);

  const state = useComboBoxState<Suggestion>({
    items,
    children: (item) => <Item key={item.id}>{item.id}</Item>,
    inputValue: term,
    onInputChange: onTermChange,
    allowsCustomValue: true,
    menuTrigger: 'input',
    // Choosing a suggestion (Enter or a click) searches for it; Tab only leaves.
    onSelectionChange: (key: Key | null) => {
      if (key != null && lastKey.current !== 'Tab') onSubmitTerm(String(key));
    },
  });

  useEffect(() => {
    if (answer) onNoSuggestions(answer.items.length === 0);
  }, [answer, onNoSuggestions]);

  // Suggestions arrive after the keystroke that asked for them; show them if the reader is still here.
  useEffect(() => {
    if (items.length > 0 && state.isFocused && !state.isOpen) state.open(null, 'input');
  }, [items, state]);

  useEffect(() => inputRef.current?.focus(), [inputRef]);

  const { inputProps, listBoxProps, labelProps } = useComboBox(
    {
      label: 'Search',
      inputRef,
      listBoxRef,
      popoverRef,
      'aria-describedby': messageId,
      onKeyDown: (event) => {
        // With the list open and no option chosen, Enter searches for the typed text.
        if (event.key === 'Enter' && state.isOpen && state.selectionManager.focusedKey == null) onSubmitTerm(term);
      },
    },
    state,
  );

  return (
    <div
      className={styles.combobox}
      onKeyDownCapture={(event) => {
        lastKey.current = event.key;
      }}
      onPointerDownCapture={() => {
        lastKey.current = null;
      }}
    >
      <label {...labelProps} className="visually-hidden">
        Search
      </label>
      <input
        {...inputProps}
        ref={inputRef}
        name="q1"
        enterKeyHint="search"
        maxLength={searchLimits.maxTermLength}
        aria-invalid={invalid || undefined}
        className={styles.input}
        placeholder="Search health topics"
      />
      <div ref={popoverRef} className={styles.popover}>
        {state.isOpen && <ListBox {...listBoxProps} listBoxRef={listBoxRef} state={state} />}
      </div>
    </div>
  );
}

function ListBox({ listBoxRef, state, ...props }: AriaListBoxOptions<Suggestion> & { listBoxRef: RefObject<HTMLUListElement | null>; state: ComboBoxState<Suggestion> }) {
  const { listBoxProps } = useListBox(props, state, listBoxRef);
  return (
    <ul {...listBoxProps} ref={listBoxRef} className={styles.listbox}>
      {[...state.collection].map((item) => (
        <Option key={item.key} itemKey={item.key} state={state}>
          {item.rendered}
        </Option>
      ))}
    </ul>
  );
}

function Option({ itemKey, state, children }: { itemKey: Key; state: ComboBoxState<Suggestion>; children: ReactNode }) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isFocused } = useOption({ key: itemKey }, state, ref);
  return (
    <li {...optionProps} ref={ref} className={styles.option} data-focused={isFocused || undefined}>
      {children}
    </li>
  );
}
