import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** The question's words: the dialog's title, the spec's question ('Delete category?'), No and Yes. */
export interface RemovalWords {
  title: string;
  question: string;
  no: string;
  yes: string;
}

/**
 * spec/03 2 Shared dialogs: an editor's Remove or Delete asks first (the
 * confirm dialog, No and Yes); only Yes removes the row asked about.
 */
export function useRemovalQuestion<Row>(remove: (row: Row) => void, words: RemovalWords): { ask: (row: Row) => void; question: ReactNode } {
  const [asking, setAsking] = useState<Row | null>(null);
  const answerYes = () => {
    const row = asking;
    setAsking(null);
    if (row !== null) remove(row);
  };
  const question = (
    <ConfirmDialog open={asking !== null} title={words.title} question={words.question} noLabel={words.no} yesLabel={words.yes} onNo={() => setAsking(null)} onYes={answerYes} />
  );
  return { ask: setAsking, question };
}
