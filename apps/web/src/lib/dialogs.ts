import type { CovidEligibility, EligibilityVariant, RestrictedStateNotice, SupportTopic } from '@labstore/domain';
import { useSyncExternalStore } from 'react';
import { createStore, useStore } from './create-store';

// spec/01 2.2 Modals. Several features open the same dialogs (the header opens
// login, the cart opens login for a guest, checkout opens the help widget, the
// account area opens change password), so which one is open lives here rather
// than in any one feature. One dialog at a time: opening one closes the other.
export type AppDialog =
  | 'login'
  | 'registration'
  | 'registrationSuccess'
  | 'forgotPassword'
  | 'resetPassword'
  | 'changePassword'
  | 'changeEmail'
  | 'unsubscribe'
  | 'importantNotice'
  | 'loginAs'
  | 'support'
  | 'promoWelcome'
  | 'checkoutSuccess'
  | 'covidEligibility'
  /** spec/02 2.6: the cart opened as a panel from the header's CART (n). */
  | 'cartPanel';

/** spec/01 3: the login-as payload, handed to an update action instead of being sent (spec/01 4). */
export interface LoginAsPayload {
  password: string;
  rememberMe: boolean;
  /** The customer's e-mail. */
  userName: string;
  /** The administrator's own e-mail. */
  adminName: string;
}

/** What a dialog is opened about (spec/01 2.5, 4). Dialogs not named here take nothing. */
export interface DialogContexts {
  /** The address typed into the login dialog, carried over. */
  forgotPassword: { email?: string };
  /** spec/03 2 Users tab, Add New User: an administrator registers someone; the dialog closes and hands over the new address instead of going home. */
  registration: { onRegistered?: (email: string) => void };
  /** Receives the user id; the signed-in user's when left out. */
  changePassword: { userId?: string };
  changeEmail: {
    /** Shown read-only as Current Email; the signed-in user's when left out. */
    currentEmail?: string;
    /** An administrator changing another account. */
    userId?: string;
    /** actionType updateEmail: the new address goes here and the dialog closes, with no change call. */
    onEmailChosen?: (email: string) => void;
  };
  /** Which of the three restricted-state notices. */
  importantNotice: { notice: RestrictedStateNotice };
  /** spec/02 2.9: a promo link's code; the discount as shown ("10%", "$20.00") or null for the generic wording. */
  promoWelcome: { code: string; discount: string | null };
  loginAs: {
    /** The customer's e-mail. */
    userName: string;
    /** The update flag: the dialog says Confirm and runs this with the payload instead of the login-as call. */
    onConfirm?: (payload: LoginAsPayload) => void;
  };
  /** The topic a support message starts with (a Need Help box asks for a test, issue 16). */
  support: { topic?: SupportTopic };
  /** spec/02 4.7: the questionnaire asked before adding a COVID-19 test; closing without completing calls nothing. */
  covidEligibility: {
    variant: EligibilityVariant;
    productName: string;
    /** Receives the final result object, to send as the add-to-cart call's eligibility. */
    onComplete: (result: CovidEligibility) => void;
  };
}

type ContextOf<D extends AppDialog> = D extends keyof DialogContexts ? DialogContexts[D] : undefined;

interface OpenDialogState {
  name: AppDialog;
  context: unknown;
}

const openDialogStore = createStore<OpenDialogState | null>(null);

export function openDialog<D extends AppDialog>(dialog: D, ...context: D extends 'importantNotice' | 'loginAs' | 'covidEligibility' ? [ContextOf<D>] : [ContextOf<D>?]): void {
  openDialogStore.set({ name: dialog, context: context[0] });
}

export const closeDialog = (): void => openDialogStore.set(null);

const selectName = (): AppDialog | null => openDialogStore.get()?.name ?? null;

export function useOpenDialog(): AppDialog | null {
  return useSyncExternalStore(openDialogStore.subscribe, selectName, selectName);
}

/** The context the open dialog was given, when `dialog` is the one open. */
export function useDialogContext<D extends keyof DialogContexts>(dialog: D): DialogContexts[D] | undefined {
  const state = useStore(openDialogStore);
  // openDialog types the context by its dialog name, so the name tells its type.
  return state?.name === dialog ? (state.context as DialogContexts[D] | undefined) : undefined;
}
