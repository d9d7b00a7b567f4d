import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/ui/form-controls';
import styles from './products-tab.module.css';

interface TagsFieldProps {
  label: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
  maxLength?: number;
}

/** The typed text's tags: split on commas, trimmed, empty ones dropped. */
const tagsIn = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

/**
 * spec/03 2 Test form: Tags, a chip input. A tag is added on a typed
 * separator (a comma or Enter) or when the field loses focus; a pasted
 * "a, b" gives two. Each chip has its own remove button, so a keyboard
 * reaches and removes it; Backspace in the empty field removes the last one.
 * A repeated tag is not added twice.
 */
export function TagsField({ label, value, onChange, error, maxLength }: TagsFieldProps) {
  const { t } = useTranslation('dashboard');
  const [typed, setTyped] = useState('');
  const listId = useId();

  const add = (text: string) => {
    const fresh = tagsIn(text).filter((tag, index, all) => !value.includes(tag) && all.indexOf(tag) === index);
    if (fresh.length > 0) onChange([...value, ...fresh]);
    setTyped('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter would submit the form; a comma is the separator, not part of a tag.
      event.preventDefault();
      add(typed);
    } else if (event.key === 'Backspace' && typed === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className={styles.tags}>
      <TextField
        label={label}
        hint={t('products.form.tagsHint')}
        error={error}
        value={typed}
        maxLength={maxLength}
        describedByExtra={value.length > 0 ? listId : undefined}
        onChange={(event) => {
          const text = event.target.value;
          // A comma that arrives without its key (pasted text) separates too.
          if (text.includes(',')) add(text);
          else setTyped(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => add(typed)}
      />
      {value.length > 0 && (
        <ul id={listId} className={styles.chips} aria-label={t('products.form.tagList')}>
          {value.map((tag) => (
            <li key={tag} className={styles.chip}>
              <span>{tag}</span>
              <button type="button" className={styles.chipRemove} aria-label={t('products.form.removeTag', { tag })} onClick={() => onChange(value.filter((other) => other !== tag))}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
