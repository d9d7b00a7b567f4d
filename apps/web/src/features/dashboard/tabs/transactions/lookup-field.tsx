import { useState, type ReactNode } from 'react';
import { FormButton, TextField } from '../../../../components/ui/form-controls';
import styles from './transactions-tab.module.css';

interface LookupFieldProps {
  label: string;
  findLabel: string;
  /** The message for a term too short to send, else undefined. */
  tooShort: (term: string) => string | undefined;
  onFind: (term: string) => void;
  /** What the last look-up found wrong ('No such user'). */
  error?: string | undefined;
  busy: boolean;
  children?: ReactNode;
}

/** A text box and its Find button (Enter in the box finds too); a term too short is said under it and not sent (spec/03 5). */
export function LookupField({ label, findLabel, tooShort, onFind, error, busy, children }: LookupFieldProps) {
  const [typed, setTyped] = useState('');
  const [shortMessage, setShortMessage] = useState<string>();
  const find = () => {
    const term = typed.trim();
    const message = tooShort(term);
    setShortMessage(message);
    if (message === undefined) onFind(term);
  };
  return (
    <div className={styles.lookup}>
      <TextField
        label={label}
        type="search"
        value={typed}
        error={shortMessage ?? error}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          find();
        }}
      />
      <FormButton onClick={find} disabled={busy} aria-busy={busy || undefined}>
        {findLabel}
      </FormButton>
      {children}
    </div>
  );
}
