import { useId } from 'react';

// How a labelled control is tied to the words about it (DESIGN.md Web app,
// WCAG 1.3.1 and 3.3.1): its hint, its tooltip and its message each have an
// id derived from the control's, and the control names the ones shown in
// aria-describedby, so a screen reader reads them with the field.

export interface FieldIds {
  controlId: string;
  hintId: string;
  tooltipId: string;
  errorId: string;
}

export function fieldIds(controlId: string): FieldIds {
  return { controlId, hintId: `${controlId}-hint`, tooltipId: `${controlId}-tooltip`, errorId: `${controlId}-error` };
}

/** The control's own id when given (a form that needs stable ids), React's otherwise. */
export function useFieldIds(id?: string): FieldIds {
  const ownId = useId();
  return fieldIds(id ?? ownId);
}

export interface ShownParts {
  hint?: boolean;
  tooltip?: boolean;
  error?: boolean;
  /** Ids of other elements about the control (a password's checklist). */
  extra?: string | undefined;
}

/** aria-describedby for the parts shown, in reading order; undefined when nothing describes the control. */
export function describedBy(ids: FieldIds, shown: ShownParts): string | undefined {
  const parts = [shown.tooltip && ids.tooltipId, shown.hint && ids.hintId, shown.error && ids.errorId, shown.extra];
  const present = parts.filter((part): part is string => typeof part === 'string' && part !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}

/**
 * spec/01 5: a field's message shows once the field has been left (touched)
 * or the form was submitted, not while the user is still typing it the
 * first time.
 */
export function shownError(message: unknown, { touched, submitted }: { touched: boolean; submitted: boolean }): string | undefined {
  return typeof message === 'string' && message !== '' && (touched || submitted) ? message : undefined;
}
