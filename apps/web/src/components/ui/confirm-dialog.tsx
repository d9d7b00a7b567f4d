import { Dialog } from './dialog';
import { FormButton } from './form-controls';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  question: string;
  noLabel: string;
  yesLabel: string;
  onNo: () => void;
  onYes: () => void;
}

/** spec/02 2.9 Confirm: a question with No and Yes. Closing it any other way is No. */
export function ConfirmDialog({ open, title, question, noLabel, yesLabel, onNo, onYes }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onNo} title={title} size="small">
      <p className={styles.question}>{question}</p>
      <div className={styles.actions}>
        {/* No first and focused by the dialog: a stray Enter keeps what is in the cart. */}
        <FormButton autoFocus onClick={onNo}>
          {noLabel}
        </FormButton>
        <FormButton variant="primary" onClick={onYes}>
          {yesLabel}
        </FormButton>
      </div>
    </Dialog>
  );
}
