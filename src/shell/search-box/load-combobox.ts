import type { SearchComboboxProps } from './SearchCombobox.client';
import type { ComponentType } from 'react';

type Combobox = ComponentType<SearchComboboxProps>;

let loaded: Combobox | undefined;
let loading: Promise<Combobox> | undefined;

/** The combobox chunk (React Aria) is fetched on first intent (hover, focus, touch) or click, once. */
export function loadCombobox(): Promise<Combobox> {
  loading ??= import('./SearchCombobox.client').then(
    (m) => (loaded = m.SearchCombobox),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export const loadedCombobox = () => loaded;
