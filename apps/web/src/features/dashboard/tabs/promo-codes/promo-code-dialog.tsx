import { adminPromoInputSchema, PROMO_APPLIES_TO, TEXT_INPUT_MAX_LENGTH, type AdminPromo, type AdminPromoInput } from '@labstore/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { ApiError } from '../../../../lib/api-error';
import { CheckboxField, FormButton, SelectField, SelectOptions, SubmitButton, TextField } from '../../../../components/ui/form-controls';
import { domainResolver } from '../../../../lib/domain-resolver';
import { useMessageText } from '../../../../lib/messages/use-message-text';
import { notify } from '../../../../lib/notifications';
import { promoCodeKeys, savePromoCode, usePromoProducts } from './promo-code-calls';
import styles from './promo-codes-tab.module.css';

/** The dialog's controls as they hold their values: text, '' for "not chosen", select values as text. */
export interface PromoFormValues {
  description: string;
  code: string;
  discount: string;
  discountType: string;
  promoType: string;
  products: string[];
  dateStart: string;
  dateFinish: string;
  isActive: boolean;
  isBlured: boolean;
  totalUseLimit: string;
  customerUseLimit: string;
  isPhysicianOversightFeeDiscount: string;
  isLabDrawFeeDiscount: string;
}

const FORM_FIELDS: ReadonlySet<string> = new Set<keyof PromoFormValues>([
  'description',
  'code',
  'discount',
  'discountType',
  'promoType',
  'products',
  'dateStart',
  'dateFinish',
  'totalUseLimit',
  'customerUseLimit',
  'isPhysicianOversightFeeDiscount',
  'isLabDrawFeeDiscount',
]);
const isFormField = (name: string): name is keyof PromoFormValues => FORM_FIELDS.has(name);

/** A refusal's field messages (a duplicate code, a limit below the uses counted), by the form's field names. */
export function refusedFields(error: unknown): Array<[keyof PromoFormValues, string]> {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return [];
  const modelState: unknown = Reflect.get(error.body, 'modelState');
  if (typeof modelState !== 'object' || modelState === null) return [];
  return Object.entries(modelState).flatMap(([name, messages]: [string, unknown]) =>
    isFormField(name) && Array.isArray(messages) && typeof messages[0] === 'string' ? [[name, messages[0]] as [keyof PromoFormValues, string]] : [],
  );
}

const EMPTY_FORM: PromoFormValues = {
  description: '',
  code: '',
  discount: '',
  discountType: '',
  promoType: '',
  products: [],
  dateStart: '',
  dateFinish: '',
  isActive: true,
  isBlured: false,
  totalUseLimit: '',
  customerUseLimit: '',
  isPhysicianOversightFeeDiscount: '',
  isLabDrawFeeDiscount: '',
};

function formOf(promo: AdminPromo): PromoFormValues {
  return {
    description: promo.description,
    code: promo.code,
    discount: String(promo.discount),
    discountType: String(promo.discountType),
    promoType: String(promo.promoType),
    products: promo.products,
    dateStart: promo.dateStart ?? '',
    dateFinish: promo.dateFinish ?? '',
    isActive: promo.isActive,
    isBlured: promo.isBlured,
    totalUseLimit: String(promo.totalUseLimit),
    customerUseLimit: String(promo.customerUseLimit),
    isPhysicianOversightFeeDiscount: String(promo.isPhysicianOversightFeeDiscount),
    isLabDrawFeeDiscount: String(promo.isLabDrawFeeDiscount),
  };
}

interface PromoCodeDialogProps {
  /** The code to edit, or null to add one. */
  promo: AdminPromo | null;
  onClose: () => void;
}

/**
 * spec/03 2 Add/Edit Promo Code, 5: the shared schema judges the fields and
 * says spec/03 5's words; in edit mode name, code, discount, type, applies-to
 * and the waive fields are shown locked (the API refuses a change to them).
 * Saved, it says spec/03 8's "PROMO CODE '{description}' has been updated or
 * created." and the list is read again.
 */
export function PromoCodeDialog({ promo, onClose }: PromoCodeDialogProps) {
  const { t } = useTranslation('dashboard');
  const messageText = useMessageText();
  const queryClient = useQueryClient();
  const editing = promo !== null;
  const form = useForm<PromoFormValues, unknown, AdminPromoInput>({
    resolver: domainResolver<PromoFormValues, AdminPromoInput>(adminPromoInputSchema),
    defaultValues: promo ? formOf(promo) : EMPTY_FORM,
  });
  const productPromo = useWatch({ control: form.control, name: 'promoType' }) === String(PROMO_APPLIES_TO.product);
  const products = usePromoProducts(productPromo);
  const save = useMutation({
    mutationFn: (input: AdminPromoInput) => savePromoCode(input, promo?.id ?? null),
    onSuccess: (saved) => {
      notify({ type: 'success', message: saved.message });
      void queryClient.invalidateQueries({ queryKey: promoCodeKeys.list });
      queryClient.setQueryData(promoCodeKeys.one(saved.promoCode.id), saved.promoCode);
      onClose();
    },
  });

  const errors: FieldErrors<PromoFormValues> = form.formState.errors;
  const error = (field: keyof PromoFormValues) => messageText(errors[field]?.message);
  /** spec/03 5: the fields locked in edit mode (LOCKED_PROMO_FIELDS) show a lock and this tooltip, and take no typing. */
  const lockedHint = editing ? t('promoCodes.dialog.locked') : undefined;
  const yesNo = [
    { value: 'true', label: t('promoCodes.dialog.yes') },
    { value: 'false', label: t('promoCodes.dialog.no') },
  ];
  const choiceLabel = (options: ReadonlyArray<{ value: string; label: string }>, value: string) => options.find((option) => option.value === value)?.label ?? value;
  const discountTypes = [
    { value: '0', label: t('promoCodes.dialog.amount') },
    { value: '1', label: t('promoCodes.dialog.percent') },
  ];
  const appliesTo = [
    { value: '0', label: t('promoCodes.dialog.order') },
    { value: '1', label: t('promoCodes.dialog.product') },
  ];

  /** A select the form judges; in edit mode a read-only text of its choice, its value kept in the form. */
  const choice = (field: 'discountType' | 'promoType' | 'isPhysicianOversightFeeDiscount' | 'isLabDrawFeeDiscount', label: string, options: ReadonlyArray<{ value: string; label: string }>) =>
    editing ? (
      <TextField label={label} value={choiceLabel(options, form.getValues(field))} readOnly lockedHint={lockedHint} />
    ) : (
      <SelectField label={label} required error={error(field)} {...form.register(field)}>
        <SelectOptions empty={t('promoCodes.dialog.choose')} emptyIsChoice options={options} />
      </SelectField>
    );

  const chosen = useWatch({ control: form.control, name: 'products' });
  const listed = products.data?.items ?? [];
  // A chosen test the list does not show (hidden, or past the first page) stays a choice, by its id.
  const productOptions = [...listed.map((product) => ({ value: product.id, label: product.name })), ...chosen.filter((id) => !listed.some((product) => product.id === id)).map((id) => ({ value: id, label: id }))];

  // A refusal shows in the error bar (spec/03 8) and, where it names a field, under that field too.
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
    } catch (error) {
      for (const [name, message] of refusedFields(error)) form.setError(name, { type: 'server', message });
    }
  });

  return (
    <Dialog open onClose={onClose} title={t(editing ? 'promoCodes.dialog.editTitle' : 'promoCodes.dialog.addTitle')}>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
        <TextField
          label={t('promoCodes.dialog.name')}
          required
          maxLength={TEXT_INPUT_MAX_LENGTH}
          readOnly={editing}
          lockedHint={lockedHint}
          error={error('description')}
          {...form.register('description')}
        />
        <TextField
          label={t('promoCodes.dialog.code')}
          required
          maxLength={TEXT_INPUT_MAX_LENGTH}
          readOnly={editing}
          lockedHint={lockedHint}
          error={error('code')}
          {...form.register('code')}
        />
        <TextField
          label={t('promoCodes.dialog.discount')}
          required
          inputMode="decimal"
          readOnly={editing}
          lockedHint={lockedHint}
          error={error('discount')}
          {...form.register('discount')}
        />
        {choice('discountType', t('promoCodes.dialog.discountType'), discountTypes)}
        {choice('promoType', t('promoCodes.dialog.promoType'), appliesTo)}
        {productPromo && (
          <SelectField
            label={t('promoCodes.dialog.products')}
            required
            multiple
            wide
            size={8}
            hint={products.isPending ? t('promoCodes.dialog.productsLoading') : t('promoCodes.dialog.productsHint')}
            error={error('products')}
            {...form.register('products')}
          >
            {productOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        )}
        <TextField label={t('promoCodes.dialog.dateStart')} type="date" hint={t('promoCodes.dialog.datesHint')} error={error('dateStart')} {...form.register('dateStart')} />
        <TextField label={t('promoCodes.dialog.dateFinish')} type="date" error={error('dateFinish')} {...form.register('dateFinish')} />
        <TextField
          label={t('promoCodes.dialog.totalUseLimit')}
          required
          inputMode="numeric"
          hint={promo ? `${t('promoCodes.dialog.limitHint')} ${t('promoCodes.dialog.usedSoFar', { used: promo.totalUsedLimit })}` : t('promoCodes.dialog.limitHint')}
          error={error('totalUseLimit')}
          {...form.register('totalUseLimit')}
        />
        <TextField
          label={t('promoCodes.dialog.customerUseLimit')}
          required
          inputMode="numeric"
          hint={t('promoCodes.dialog.limitHint')}
          error={error('customerUseLimit')}
          {...form.register('customerUseLimit')}
        />
        {choice('isPhysicianOversightFeeDiscount', t('promoCodes.dialog.waivePhysician'), yesNo)}
        {choice('isLabDrawFeeDiscount', t('promoCodes.dialog.waiveLabDraw'), yesNo)}
        <CheckboxField label={t('promoCodes.dialog.isActive')} {...form.register('isActive')} />
        <CheckboxField label={t('promoCodes.dialog.isBlured')} {...form.register('isBlured')} />
        <div className={styles.actions}>
          <FormButton onClick={onClose}>{t('promoCodes.dialog.cancel')}</FormButton>
          <SubmitButton pending={save.isPending}>{t(editing ? 'promoCodes.dialog.update' : 'promoCodes.dialog.create')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
