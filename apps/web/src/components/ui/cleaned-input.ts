import type { ChangeHandler, UseFormRegisterReturn } from 'react-hook-form';

// A registered control whose text the form cleans as it is typed or pasted
// (a zip keeps its first five digits: '46204-1234' gives 46204, spec/01 5).
// The text is cleaned on the element BEFORE react-hook-form reads it, so the
// form validates the cleaned text by its own mode. Cleaning after it, with
// setValue in the field's onChange, leaves the raw text's message on screen:
// react-hook-form drops a validation whose field changed while it ran
// (issue 16: a pasted zip kept "5 digit zip code required.").

type Cleaner = (text: string) => string;

type FieldEvent = Parameters<ChangeHandler>[0];

function cleanTarget({ target }: FieldEvent, clean: Cleaner): void {
  if (!(target instanceof HTMLInputElement)) return;
  const cleaned = clean(target.value);
  if (cleaned !== target.value) target.value = cleaned;
}

/** register()'s props with the text cleaned on every change (typing, pasting, autofill). */
export function cleanedOnChange<Name extends string>(registration: UseFormRegisterReturn<Name>, clean: Cleaner): UseFormRegisterReturn<Name> {
  return {
    ...registration,
    onChange: (event: FieldEvent) => {
      cleanTarget(event, clean);
      return registration.onChange(event);
    },
  };
}

/** register()'s props with the text cleaned when the field is left (names capitalised once typed). */
export function cleanedOnBlur<Name extends string>(registration: UseFormRegisterReturn<Name>, clean: Cleaner): UseFormRegisterReturn<Name> {
  return {
    ...registration,
    onBlur: (event: FieldEvent) => {
      cleanTarget(event, clean);
      return registration.onBlur(event);
    },
  };
}

/** A cleaner keeping the text's digits, at most `length` of them (zips, phones, codes). */
export const keepDigits =
  (length = Number.POSITIVE_INFINITY): Cleaner =>
  (text) =>
    text.replace(/\D/g, '').slice(0, length);
