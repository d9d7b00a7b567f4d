import styles from './kit.module.css';

interface SwitchButtonProps {
  /** Its name, the same on and off. */
  label: string;
  on: boolean;
  /** The state's word shown beside it (Active or Disabled, On or Off). */
  stateText: string;
  pending?: boolean;
  onToggle: (next: boolean) => void;
}

/** An on/off setting saved at once (spec/03 4 User toggles): a WAI-ARIA switch, with its state in words as well as in its look. */
export function SwitchButton({ label, on, stateText, pending = false, onToggle }: SwitchButtonProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-busy={pending || undefined}
      disabled={pending}
      className={styles.switch}
      onClick={() => onToggle(!on)}
    >
      <span className={styles.switchTrack} aria-hidden="true">
        <span className={styles.switchThumb} />
      </span>
      <span>{label}</span>
      <span className={styles.switchState} aria-hidden="true">
        {stateText}
      </span>
    </button>
  );
}
