'use client';

import { useCombobox } from 'downshift';
import { useEffect, useState } from 'react';
import { searchLimits } from '@/features/search/limits';
import { useSuggestions } from './use-suggestions';
import styles from './SearchBox.module.css';

export interface SearchComboboxProps {
  term: string;
  onTermChange: (term: string) => void;
  /** Called with true when the server found nothing for a typed term, false when it found something. */
  onNoSuggestions: (none: boolean) => void;
  onSubmitTerm: (term: string) => void;
  messageId: string;
  invalid: boolean;
}

const noItems: string[] = [];

/** The autocomplete: Downshift's ARIA 1.2 combobox over /api/search/suggest (see docs/decisions/003). */
export function SearchCombobox({ term, onTermChange, onNoSuggestions, onSubmitTerm, messageId, invalid }: SearchComboboxProps) {
  const answer = useSuggestions(term);
  const items = answer?.items ?? noItems;
  const [wantsList, setWantsList] = useState(true);

  useEffect(() => {
    if (answer) onNoSuggestions(answer.items.length === 0);
  }, [answer, onNoSuggestions]);


  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox<string>({
    items,
    // Downshift owns the input's value (a controlled value updated after render drops keystrokes);
    // the parent gets every change for submitting and keeps the term across openings.
    initialInputValue: term,
    // The list shows whenever there are suggestions for the current term, unless the reader closed it.
    isOpen: wantsList && items.length > 0,
    onIsOpenChange: ({ isOpen: open }) => setWantsList(Boolean(open)),
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setWantsList(true);
      onTermChange(inputValue ?? '');
    },
    // Enter on a highlighted suggestion, or a click on one, searches for it. Leaving (Tab, blur) does not.
    onSelectedItemChange: ({ selectedItem, type }) => {
      const chosen = type === useCombobox.stateChangeTypes.InputKeyDownEnter || type === useCombobox.stateChangeTypes.ItemClick;
      if (selectedItem && chosen) onSubmitTerm(selectedItem);
    },
  });

  return (
    <div className={styles.combobox}>
      <label {...getLabelProps()} className="visually-hidden">
        Search
      </label>
      <input
        {...getInputProps({
          'aria-describedby': messageId,
          // Typing reaches the parent in the same event (Downshift reports changes after render), so
          // a quick Enter submits what is in the box and the suggestion timer starts at once.
          onChange: (event) => onTermChange(event.currentTarget.value),
          onKeyDown: (event) => {
            // Enter without a highlighted suggestion submits the form with the typed text.
            if (event.key === 'Enter' && highlightedIndex < 0) (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
          },
        })}
        type="text"
        // The reader opened the search on purpose: the input takes focus at once.
        autoFocus
        name="q1"
        enterKeyHint="search"
        maxLength={searchLimits.maxTermLength}
        aria-invalid={invalid || undefined}
        className={styles.input}
        placeholder="Search health topics"
      />
      <ul {...getMenuProps()} className={styles.listbox} hidden={!isOpen}>
        {isOpen &&
          items.map((item, index) => (
            <li key={item} {...getItemProps({ item, index })} className={styles.option} data-highlighted={highlightedIndex === index || undefined}>
              {item}
            </li>
          ))}
      </ul>
    </div>
  );
}
