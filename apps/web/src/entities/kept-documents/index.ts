// Issue 18: documents kept on this phone, encrypted (lib/vault), for any
// feature: the lab-visit pass, the requisition and results PDFs, the
// structured results and their trends. docs/decisions.md "Kept on the
// device (issue 18)".
//
// What the pass, results, orders, home and profile features use; the
// accounts feature opens the vault at sign-in and renews it at a password
// change.

export { useAutoKeep, setAutoKeep } from './auto-keep';
export { KeepOnPhoneButton } from './keep-on-phone-button';
export { keepOrder, type KeepOutcome } from './keep-order';
export { openKeptDocuments, openKeptDocumentsAtSignIn, rekeyKeptDocuments, removeKeptDocuments, removeKeptForOtherAccounts, type OpenOutcome } from './kept-access';
export {
  forgetKeptOrder,
  forgetKeptPart,
  keptOrder,
  keptPassOrderIds,
  readKeptDocument,
  readKeptPass,
  readKeptResults,
  readKeptTrends,
  type KeptCopy,
  type KeptOrder,
} from './kept-records';
export { lockKeptDocuments, useKeptDocuments, type KeptDocumentsState } from './kept-state';
export { keepsDocumentsHere } from './kept-settings';
export { keptBytes, keptForOtherAccounts, requestKeptPersistence, type OtherAccountsKept, type PersistenceAnswer } from './kept-storage';
export { SignedOutChoice, type SignedOutWords } from './signed-out-choice';
export { UnlockKeptDocuments } from './unlock-kept-documents';
