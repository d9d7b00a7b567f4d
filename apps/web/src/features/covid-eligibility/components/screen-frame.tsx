import '../i18n';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButton } from '../../../components/ui/form-controls';
import styles from './covid-eligibility.module.css';

interface ScreenFrameProps {
  heading: string;
  position: { index: number; count: number };
  /** The screen's answers are complete: Next moves on. */
  ready: boolean;
  /** While not ready: what is still to answer, said beside Next. */
  stillMissing?: string | undefined;
  onNext: () => void;
  /** Next pressed before the screen is complete: show what is missing. */
  onIncomplete: () => void;
  children: ReactNode;
}

/**
 * One step of a questionnaire: its heading (with "Step n of m"), which takes
 * the focus when the step appears so a screen reader starts there, its
 * questions, and Next. Next reads as disabled until the answers are complete
 * (spec/02 4.7) but stays focusable, so pressing it names what is missing.
 */
export function ScreenFrame({ heading, position, ready, stillMissing, onNext, onIncomplete, children }: ScreenFrameProps) {
  const { t } = useTranslation('covidEligibility');
  const headingRef = useFocusOnAppear<HTMLHeadingElement>();
  const missingId = useId();
  const missing = ready ? undefined : stillMissing;
  return (
    <form
      className={styles.screen}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onNext();
        else onIncomplete();
      }}
    >
      <StepHeading ref={headingRef} heading={heading} step={t('step', position)} />
      {children}
      <div className={styles.actions}>
        <p id={missingId} className={styles.stillMissing} aria-live="polite">
          {missing}
        </p>
        <FormButton variant="primary" type="submit" aria-disabled={ready ? undefined : true} aria-describedby={missing ? missingId : undefined}>
          {t('next')}
        </FormButton>
      </div>
    </form>
  );
}

export function StepHeading({ heading, step, ref }: { heading: string; step?: string; ref: React.Ref<HTMLHeadingElement> }) {
  return (
    <h3 ref={ref} tabIndex={-1} className={styles.heading}>
      {step && <span className={styles.step}>{step}</span>}
      {/* A space, so the heading reads "Step 2 of 6 Previous PCR test", not one run-on word. */}
      {step && ' '}
      <span>{heading}</span>
    </h3>
  );
}

/**
 * Focus moves to a step's heading when it appears, and the dialog scrolls
 * back to its top: the new step starts there, and the dialog's sticky title
 * bar would otherwise hide a heading scrolled just into view. The move waits
 * a microtask: on the first step the dialog's own showModal() runs in the
 * same commit, after this effect, and would otherwise take the focus back.
 */
export function useFocusOnAppear<E extends HTMLElement>(): React.RefObject<E | null> {
  const ref = useRef<E>(null);
  useEffect(() => {
    queueMicrotask(() => {
      const heading = ref.current;
      if (!heading) return;
      heading.closest('dialog')?.scrollTo({ top: 0 });
      heading.focus({ preventScroll: true });
    });
  }, []);
  return ref;
}
