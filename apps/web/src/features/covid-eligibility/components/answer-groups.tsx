import { YES_NO_UNKNOWN, type YesNoUnknown } from '@labstore/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, useFieldIds } from '../../../components/ui/field-ids';
import styles from './covid-eligibility.module.css';

// The questionnaire's answers: each question is a fieldset whose legend is
// the question, its choices native radios or checkboxes (arrow keys move
// between radios), and its hint and message tied to it by aria-describedby.

interface GroupFrameProps {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  inline?: boolean;
  children: ReactNode;
}

function GroupFrame({ legend, hint, error, inline = false, children }: GroupFrameProps) {
  const ids = useFieldIds();
  const description = describedBy(ids, { hint: hint !== undefined, error: Boolean(error) });
  return (
    <fieldset className={styles.group} aria-describedby={description} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint !== undefined && (
        <div id={ids.hintId} className={styles.hint}>
          {hint}
        </div>
      )}
      <div className={inline ? styles.inlineOptions : styles.options}>{children}</div>
      {error && (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface RadioGroupProps<T extends string> {
  legend: ReactNode;
  options: readonly T[];
  value: T | null;
  onChange: (value: T) => void;
  labelOf: (option: T) => string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Short answers (Yes, No, Unknown) side by side; sentences one under another. */
  inline?: boolean;
}

export function RadioGroup<T extends string>({ legend, options, value, onChange, labelOf, hint, error, inline }: RadioGroupProps<T>) {
  const name = useFieldIds().controlId;
  return (
    <GroupFrame legend={legend} hint={hint} error={error} inline={inline}>
      {options.map((option) => (
          <label key={option} className={styles.option}>
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            <span>{labelOf(option)}</span>
          </label>
      ))}
    </GroupFrame>
  );
}

interface CheckboxGroupProps<T extends string> {
  legend: ReactNode;
  options: readonly T[];
  checked: readonly T[];
  isDisabled: (option: T) => boolean;
  onToggle: (option: T, checked: boolean) => void;
  labelOf: (option: T) => ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

export function CheckboxGroup<T extends string>({ legend, options, checked, isDisabled, onToggle, labelOf, hint, error }: CheckboxGroupProps<T>) {
  return (
    <GroupFrame legend={legend} hint={hint} error={error}>
      {options.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="checkbox"
              value={option}
              checked={checked.includes(option)}
              disabled={isDisabled(option)}
              onChange={(event) => onToggle(option, event.currentTarget.checked)}
            />
            <span>{labelOf(option)}</span>
          </label>
      ))}
    </GroupFrame>
  );
}

interface YesNoUnknownQuestionsProps<Q extends string> {
  questions: readonly Q[];
  legendOf: (question: Q) => string;
  answers: Readonly<Record<Q, YesNoUnknown | null>>;
  onAnswer: (question: Q, answer: YesNoUnknown) => void;
  /** The questions to mark unanswered (after a press of Next on an incomplete screen). */
  unanswered: readonly string[];
}

/** spec/02 4.7 screens 5 and 6: one Yes/No/Unknown choice per question. */
export function YesNoUnknownQuestions<Q extends string>({ questions, legendOf, answers, onAnswer, unanswered }: YesNoUnknownQuestionsProps<Q>) {
  const { t } = useTranslation('covidEligibility');
  return questions.map((question) => (
    <RadioGroup<YesNoUnknown>
      key={question}
      legend={legendOf(question)}
      options={YES_NO_UNKNOWN}
      value={answers[question]}
      onChange={(answer) => onAnswer(question, answer)}
      labelOf={(answer) => t(`answers.${answer}`)}
      error={unanswered.includes(question) ? t('messages.chooseAnswer') : undefined}
      inline
    />
  ));
}
