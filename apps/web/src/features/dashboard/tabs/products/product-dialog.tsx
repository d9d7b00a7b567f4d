import {
  adminProductInputSchema,
  EDITOR_PRODUCT_TYPES,
  LAB_CODES,
  labCodeLabels,
  PANEL_PRODUCT_TYPE,
  PRODUCT_LIMITS,
  PRODUCT_TYPE,
  type AdminProduct,
  type AdminProductInput,
  type LabCode,
  type ProductType,
} from '@labstore/domain';
import { Link } from '@tanstack/react-router';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { CheckboxField, FieldGroup, FormButton, RadioOption, SelectField, SelectOptions, SubmitButton, TextAreaField, TextField } from '../../../../components/ui/form-controls';
import { domainResolver } from '../../../../lib/domain-resolver';
import { useMessageText } from '../../../../lib/messages/use-message-text';
import { paths } from '../../../../lib/paths';
import { ImageField } from '../../kit/image-field';
import { ImageUpload } from '../../kit/image-upload';
import { PanelMembers } from './panel-members';
import { useCategoryChoices, useSaveProduct } from './product-calls';
import { TagsField } from './tags-field';
import styles from './products-tab.module.css';

/** The form's controls as they hold their values: prices as typed, '' for "not given", selects and radios as text. */
export interface ProductFormValues {
  name: string;
  cpt: string;
  marketPrice: string;
  masterPrice: string;
  customerPrice: string;
  patientPrice: string;
  extraTestsPrice: string;
  searchPriority: string;
  pageTitle: string;
  metaRobots: string;
  imageId: string | null;
  labCodes: LabCode[];
  questCode: string;
  slug: string;
  tags: string[];
  categoryId: string;
  productType: string;
  description: string;
  metaDescription: string;
  instructions: string;
  isHidden: boolean;
  isActive: boolean;
}

const EMPTY_FORM: ProductFormValues = {
  name: '',
  cpt: '',
  marketPrice: '',
  masterPrice: '',
  customerPrice: '',
  patientPrice: '',
  extraTestsPrice: '',
  searchPriority: '0',
  pageTitle: '',
  metaRobots: '',
  imageId: null,
  labCodes: [],
  questCode: '',
  slug: '',
  tags: [],
  categoryId: '',
  productType: '',
  description: '',
  metaDescription: '',
  instructions: '',
  isHidden: false,
  isActive: true,
};

const priceText = (price: number | null) => (price === null ? '' : String(price));

function formOf(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    cpt: product.cpt,
    marketPrice: priceText(product.marketPrice),
    masterPrice: priceText(product.masterPrice),
    customerPrice: priceText(product.customerPrice),
    patientPrice: priceText(product.patientPrice),
    extraTestsPrice: priceText(product.extraTestsPrice),
    searchPriority: String(product.searchPriority),
    pageTitle: product.pageTitle ?? '',
    metaRobots: product.metaRobots ?? '',
    imageId: product.imageId,
    labCodes: LAB_CODES.filter((code) => product.labCodes.includes(code)),
    questCode: product.questCode ?? '',
    slug: product.slug,
    tags: product.tags,
    categoryId: product.categoryId ?? '',
    productType: String(product.productType),
    description: product.description,
    metaDescription: product.metaDescription ?? '',
    instructions: product.instructions,
    isHidden: product.isHidden,
    isActive: product.isActive,
  };
}

const TYPE_WORDS = new Map<ProductType, 'simple' | 'reflex' | 'panel' | 'physicianConsult'>([
  [PRODUCT_TYPE.Simple, 'simple'],
  [PRODUCT_TYPE.Reflex, 'reflex'],
  [PRODUCT_TYPE.Panel, 'panel'],
  [PRODUCT_TYPE.PhysicianConsult, 'physicianConsult'],
]);

const SEARCH_PRIORITIES = Array.from({ length: PRODUCT_LIMITS.searchPriorityMax + 1 }, (_, priority) => ({ value: String(priority), label: String(priority) }));

/** A field's first message: its own, or (a list's, as tags) its first item's. */
function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const inner of Object.values(error)) {
    if (typeof inner === 'object' && inner !== null && 'message' in inner && typeof inner.message === 'string') return inner.message;
  }
  return undefined;
}

interface ProductDialogProps {
  /** The test edited (as read from GET /api/catalog/{id}), or null to add one. */
  product: AdminProduct | null;
  onClose: () => void;
}

/**
 * spec/03 2 Test form, 5 Test form: Add Test or Edit Test, every field in the
 * spec's order, judged by the API's own schema (adminProductInputSchema), so
 * the form and the server say the same words; messages show after a submit
 * attempt and an invalid form is not sent. Prices are typed as text, empty
 * meaning none (null). The panel block shows when the type is 8. Saved, the
 * server's notice shows and the list is read again.
 */
export function ProductDialog({ product, onClose }: ProductDialogProps) {
  const { t } = useTranslation('dashboard');
  const message = useMessageText();
  const save = useSaveProduct();
  const categories = useCategoryChoices();
  const editing = product !== null;
  const form = useForm<ProductFormValues, unknown, AdminProductInput>({
    resolver: domainResolver<ProductFormValues, AdminProductInput>(adminProductInputSchema),
    defaultValues: product ? formOf(product) : EMPTY_FORM,
  });
  const errors: FieldErrors<ProductFormValues> = form.formState.errors;
  const error = (field: keyof ProductFormValues) => message(firstMessage(errors[field]));
  // The selects are controlled (the form's value, setValue on change): registered, an opened Edit form's select
  // showed its first option and the form took it, not the test's value (seen in the component tests).
  const [imageId, labCodes, tags, productType, categoryId, searchPriority] = useWatch({
    control: form.control,
    name: ['imageId', 'labCodes', 'tags', 'productType', 'categoryId', 'searchPriority'],
  });
  const isPanel = productType === String(PANEL_PRODUCT_TYPE);
  const submitted = form.formState.isSubmitted;

  const onSubmit = form.handleSubmit(async (fields) => {
    await save.mutateAsync({ id: product?.id ?? null, fields });
    onClose();
  });

  const setLab = (code: LabCode, chosen: boolean) =>
    form.setValue(
      'labCodes',
      LAB_CODES.filter((other) => (other === code ? chosen : labCodes.includes(other))),
      { shouldDirty: true, shouldValidate: submitted },
    );

  const categoryOptions = (categories.data ?? []).map((category) => ({ value: category.id, label: category.name }));
  // A test's category the list no longer holds stays a choice, by its stored name.
  if (product?.categoryId && !categoryOptions.some((option) => option.value === product.categoryId)) {
    categoryOptions.push({ value: product.categoryId, label: product.categoryName ?? product.categoryId });
  }

  const price = (field: 'marketPrice' | 'masterPrice' | 'customerPrice' | 'patientPrice', label: string, maxLength: number, required = false) => (
    <TextField label={label} required={required} inputMode="decimal" hint={t('products.form.priceHint')} maxLength={maxLength} error={error(field)} {...form.register(field)} />
  );

  return (
    <Dialog open onClose={onClose} title={t(editing ? 'products.form.editTitle' : 'products.form.addTitle')}>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
        <TextField label={t('products.form.name')} required wide maxLength={PRODUCT_LIMITS.name} error={error('name')} {...form.register('name')} />
        <TextField label={t('products.form.cpt')} maxLength={PRODUCT_LIMITS.cpt} error={error('cpt')} {...form.register('cpt')} />
        {price('marketPrice', t('products.form.marketPrice'), PRODUCT_LIMITS.marketPrice)}
        {price('masterPrice', t('products.form.masterPrice'), PRODUCT_LIMITS.masterPrice, true)}
        {price('customerPrice', t('products.form.customerPrice'), PRODUCT_LIMITS.masterPrice)}
        {price('patientPrice', t('products.form.patientPrice'), PRODUCT_LIMITS.masterPrice)}
        <SelectField
          label={t('products.form.searchPriority')}
          error={error('searchPriority')}
          value={searchPriority}
          onChange={(event) => form.setValue('searchPriority', event.target.value, { shouldDirty: true, shouldValidate: submitted })}
        >
          {SEARCH_PRIORITIES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextField label={t('products.form.pageTitle')} maxLength={PRODUCT_LIMITS.meta} error={error('pageTitle')} {...form.register('pageTitle')} />
        <TextField label={t('products.form.metaRobots')} maxLength={PRODUCT_LIMITS.meta} error={error('metaRobots')} {...form.register('metaRobots')} />
        <div className={styles.wide}>
          <ImageField
            label={t('products.form.image')}
            value={imageId}
            error={error('imageId')}
            onChange={(chosen) => form.setValue('imageId', chosen, { shouldDirty: true, shouldValidate: submitted })}
          />
          <ImageUpload label={t('products.form.browse')} onUploaded={(image) => form.setValue('imageId', image.id, { shouldDirty: true, shouldValidate: submitted })} />
        </div>
        <div className={styles.wide}>
          <FieldGroup legend={<RequiredLegend text={t('products.form.labs')} />} error={error('labCodes')} className={styles.choices}>
            {LAB_CODES.map((code) => (
              <CheckboxField key={code} label={labCodeLabels(code)[0]} checked={labCodes.includes(code)} onChange={(event) => setLab(code, event.target.checked)} />
            ))}
          </FieldGroup>
        </div>
        <TextField
          label={t('products.form.questCode')}
          hint={t('products.form.questCodeHint', { max: PRODUCT_LIMITS.questCode })}
          maxLength={PRODUCT_LIMITS.questCode}
          error={error('questCode')}
          {...form.register('questCode')}
        />
        <TextField
          label={t('products.form.slug')}
          hint={t('products.form.slugHint', { max: PRODUCT_LIMITS.slug })}
          maxLength={PRODUCT_LIMITS.slug}
          spellCheck={false}
          autoCapitalize="none"
          error={error('slug')}
          {...form.register('slug')}
        />
        <div className={styles.wide}>
          <TagsField
            label={t('products.form.tags')}
            value={tags}
            maxLength={PRODUCT_LIMITS.tag}
            error={error('tags')}
            onChange={(next) => form.setValue('tags', next, { shouldDirty: true, shouldValidate: submitted })}
          />
        </div>
        <SelectField
          label={t('products.form.category')}
          required
          wide
          hint={categories.isPending ? t('products.form.categoriesLoading') : undefined}
          error={error('categoryId')}
          value={categoryId}
          onChange={(event) => form.setValue('categoryId', event.target.value, { shouldDirty: true, shouldValidate: submitted })}
        >
          <SelectOptions empty={t('products.form.chooseCategory')} emptyIsChoice options={categoryOptions} />
        </SelectField>
        <div className={styles.wide}>
          <FieldGroup legend={<RequiredLegend text={t('products.form.productType')} />} error={error('productType')} className={styles.choices}>
            {EDITOR_PRODUCT_TYPES.map((type) => (
              <RadioOption
                key={type}
                label={t(`products.form.types.${TYPE_WORDS.get(type) ?? 'simple'}`)}
                value={String(type)}
                aria-invalid={errors.productType ? true : undefined}
                {...form.register('productType', {
                  // The extra tests price belongs to a panel: leaving type 8 clears it, so no hidden field holds the form back.
                  onChange: (event: { target: { value: string } }) => {
                    if (event.target.value !== String(PANEL_PRODUCT_TYPE)) form.setValue('extraTestsPrice', '');
                  },
                })}
              />
            ))}
          </FieldGroup>
        </div>
        {isPanel && (
          <section className={styles.panel} aria-label={t('products.panel.title')}>
            <h3 className={styles.blockTitle}>{t('products.panel.title')}</h3>
            <TextField
              label={t('products.panel.extraTestsPrice')}
              inputMode="decimal"
              hint={t('products.form.priceHint')}
              maxLength={PRODUCT_LIMITS.masterPrice}
              error={error('extraTestsPrice')}
              {...form.register('extraTestsPrice')}
            />
            <PanelMembers productId={product?.id ?? null} />
          </section>
        )}
        <TextAreaField
          label={t('products.form.description')}
          wide
          rows={8}
          hint={t('products.form.descriptionHint', { max: PRODUCT_LIMITS.description })}
          maxLength={PRODUCT_LIMITS.description}
          error={error('description')}
          {...form.register('description')}
        />
        <TextAreaField
          label={t('products.form.metaDescription')}
          wide
          rows={3}
          maxLength={PRODUCT_LIMITS.meta}
          error={error('metaDescription')}
          {...form.register('metaDescription')}
        />
        <TextAreaField
          label={t('products.form.instructions')}
          wide
          rows={6}
          hint={t('products.form.instructionsHint', { max: PRODUCT_LIMITS.instructions })}
          maxLength={PRODUCT_LIMITS.instructions}
          error={error('instructions')}
          {...form.register('instructions')}
        />
        <CheckboxField label={t('products.form.isHidden')} {...form.register('isHidden')} />
        <CheckboxField label={t('products.form.isActive')} {...form.register('isActive')} />
        <div className={styles.actions}>
          {product && (
            <Link {...paths.product(product.slug)} target="_blank" rel="noopener noreferrer" className={styles.goToTest}>
              {t('products.form.goToTest')} <span className="visually-hidden">{t('products.form.opensInNewWindow')}</span>
            </Link>
          )}
          <FormButton onClick={onClose}>{t('products.form.cancel')}</FormButton>
          <SubmitButton pending={save.isPending}>{t('products.form.save')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

/** A group's legend with the kit's required mark ('*', and "required" for a screen reader). */
function RequiredLegend({ text }: { text: string }) {
  const { t } = useTranslation('forms');
  return (
    <>
      {text}
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> ({t('controls.required')})</span>
    </>
  );
}
