import { BREAKPOINTS, HEADER_SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@labstore/domain';
import { useMatch, useMatchRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { useMediaQuery } from '../../../lib/use-media-query';
import { decideSearch } from '../search';
import { useTextFits } from '../use-text-fits';
import styles from './search-box.module.css';

// spec/01 2.2: the long placeholder above 1200 px, the short one at 1200 px and
// below, and wherever the long one would be cut (docs/decisions.md "Header search placeholder").
const WIDE_QUERY = `(min-width: ${BREAKPOINTS.header + 1}px)`;

/** The header search (spec/01 2.2, 5): submit, or pause typing for 500 ms, to go to search/{text}. */
export function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const wide = useMediaQuery(WIDE_QUERY);
  const input = useRef<HTMLInputElement>(null);
  const longFits = useTextFits(input, t('search.placeholderLong'));
  const errorId = useId();
  const { text, setText, tooShort, submit } = useHeaderSearch();

  return (
    <form
      role="search"
      className={`${styles.form} ${className ?? ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <input
        ref={input}
        type="search"
        name="query"
        className={styles.input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t(wide && longFits ? 'search.placeholderLong' : 'search.placeholderShort')}
        aria-label={t('search.label')}
        aria-invalid={tooShort}
        aria-describedby={tooShort ? errorId : undefined}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit} aria-label={t('search.submit')}>
        <SearchIcon />
      </button>
      {tooShort && (
        <p id={errorId} className={styles.error} role="alert">
          {t('search.tooShort', { count: SEARCH_MIN_LENGTH })}
        </p>
      )}
    </form>
  );
}

/** The term of the results page on screen (search/{text}, or search?query=), undefined elsewhere. */
function useSearchedTerm(): string | undefined {
  const byPath = useMatch({ from: '/search/$text', shouldThrow: false })?.params.text;
  const byQuery = useMatch({ from: '/search', shouldThrow: false })?.search.query;
  return byPath ?? byQuery;
}

function useHeaderSearch() {
  const navigate = useNavigate();
  const matchRoute = useMatchRoute();
  const searched = useSearchedTerm();
  const [text, setTextState] = useState(searched ?? '');
  // A results page opened directly, or reached by back and forward, shows its
  // term in the box (issue 16). The box's own search leaves what is being
  // typed alone, trailing space included.
  const [termShown, setTermShown] = useState(searched);
  if (searched !== termShown) {
    setTermShown(searched);
    if (searched !== undefined && searched !== text.trim()) setTextState(searched);
  }
  const [tooShort, setTooShort] = useState(false);
  const pause = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pause.current), []);

  const go = (value: string, trigger: 'submit' | 'pause') => {
    window.clearTimeout(pause.current);
    const decision = decideSearch(value, trigger);
    setTooShort(decision.kind === 'too-short');
    if (decision.kind !== 'go') return;
    // Pauses while refining a search replace the results page instead of
    // stacking one history entry per pause.
    const refining = trigger === 'pause' && matchRoute({ to: '/search/$text' }) !== false;
    void navigate({ ...paths.search(decision.text), replace: refining });
  };

  const setText = (value: string) => {
    setTextState(value);
    window.clearTimeout(pause.current);
    pause.current = window.setTimeout(() => go(value, 'pause'), HEADER_SEARCH_DEBOUNCE_MS);
  };

  return { text, setText, tooShort, submit: () => go(text, 'submit') };
}
