import { LIST_SEARCH_DEBOUNCE_MS } from '@labstore/domain';
import { useEffect, useState } from 'react';
import { TextField } from '../../../components/ui/form-controls';
import { useDebouncedValue } from './use-debounced-value';

interface SearchFieldProps {
  label: string;
  /** Called with the trimmed text once typing has paused for 300 ms (spec/03 5, 9). */
  onSearch: (text: string) => void;
  maxLength?: number;
}

/** A labelled search box that searches as one types, 300 ms after the last key. */
export function SearchField({ label, onSearch, maxLength }: SearchFieldProps) {
  const [typed, setTyped] = useState('');
  const settled = useDebouncedValue(typed.trim(), LIST_SEARCH_DEBOUNCE_MS);
  useEffect(() => onSearch(settled), [settled, onSearch]);
  return <TextField label={label} type="search" value={typed} maxLength={maxLength} onChange={(event) => setTyped(event.target.value)} />;
}
