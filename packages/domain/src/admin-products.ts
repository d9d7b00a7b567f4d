import { z } from 'zod';
import { adminPageQuerySchema } from './admin-lists';
import { LAB_CODES, PRODUCT_TYPE, type LabCode, type ProductType } from './catalogue';
import { SEARCH_MAX_LENGTH, TEXT_INPUT_MAX_LENGTH } from './constants';
import { SEARCH_TOO_LONG_MESSAGE } from './validation/search';

// Issue 20, spec/03 2 Products tab and Test form, 3 Product (admin), 5 Test
// form, 7 Catalogue and products, 8: the test editor's calls
// (docs/api-admin.md "Products"). One schema for the Add/Edit Test form and
// the API, so both say the same words. The form's controls hold raw values
// (prices as typed text, '' for "not given"); the schema judges them and
// gives the wire's numbers.

/** spec/03 5: the test form's limits. */
export const PRODUCT_LIMITS = {
  name: TEXT_INPUT_MAX_LENGTH,
  cpt: 255,
  marketPrice: 10,
  masterPrice: 255,
  questCode: 5,
  slug: 100,
  description: 32_000,
  instructions: 16_000,
  /** spec/03 5 Page: meta description, page title and meta robots up to 300 each; the test form's are stored in the same columns. */
  meta: 300,
  pwnCode: TEXT_INPUT_MAX_LENGTH,
  tag: 50,
  tags: 30,
  searchPriorityMax: 5,
  /** A price the store can charge: at most $100,000.00. */
  priceMaxDollars: 100_000,
} as const;

/** spec/03 3 Product: productType; the editor's radio list (2 is "reflex", the in-home test of the editor's list). */
export const EDITOR_PRODUCT_TYPES: readonly ProductType[] = [PRODUCT_TYPE.Simple, PRODUCT_TYPE.Reflex, PRODUCT_TYPE.Panel, PRODUCT_TYPE.PhysicianConsult];
/** spec/03 2 Products tab: product types 2 and 3 are left out of the list (3 is no type today; it is left out all the same). */
export const PRODUCT_TYPES_LEFT_OUT_OF_LIST: readonly number[] = [2, 3];
/** spec/03 2 Test form: the extra block (panel members) shows when the type equals 8. */
export const PANEL_PRODUCT_TYPE = PRODUCT_TYPE.Panel;

/** spec/02 3 Child relation: relationType; a panel's member (8) or a reflex test added on an abnormal result (2). */
export const PRODUCT_RELATION_TYPE = { reflex: 2, panelMember: 8 } as const;
export type ProductRelationType = (typeof PRODUCT_RELATION_TYPE)[keyof typeof PRODUCT_RELATION_TYPE];
export const PRODUCT_RELATION_TYPES: readonly ProductRelationType[] = Object.values(PRODUCT_RELATION_TYPE);

/** spec/03 5 and 8's words where it has them; ours otherwise. */
export const ADMIN_PRODUCT_MESSAGES = {
  nameRequired: 'The test name is required.',
  nameTooLong: `The test name must be at most ${PRODUCT_LIMITS.name} characters.`,
  cptTooLong: `The CPT must be at most ${PRODUCT_LIMITS.cpt} characters.`,
  marketPriceTooLong: `The market price must be at most ${PRODUCT_LIMITS.marketPrice} characters.`,
  masterPriceTooLong: `The website price must be at most ${PRODUCT_LIMITS.masterPrice} characters.`,
  masterPriceRequired: 'The website price is required: it is the price the store charges.',
  price: `A price must be an amount from 0 to ${PRODUCT_LIMITS.priceMaxDollars}, in dollars and cents (for example 49.99).`,
  searchPriority: `The search priority must be a whole number from 0 to ${PRODUCT_LIMITS.searchPriorityMax}.`,
  metaTooLong: `Page title, meta robots and meta description must be at most ${PRODUCT_LIMITS.meta} characters each.`,
  imageId: 'An image must be the id of an image (a GUID).',
  imageUnknown: 'There is no such image.',
  labRequired: 'Please select a lab.',
  labUnknown: 'A lab must be Quest Diagnostics, Lab Corp, Ayumetrix or Accurate Diagnostic Labs.',
  questCodeTooLong: `The lab test code must be at most ${PRODUCT_LIMITS.questCode} characters.`,
  slugTooLong: `The slug must be at most ${PRODUCT_LIMITS.slug} characters.`,
  slugForm: 'The slug may hold lower-case letters and digits between single dashes only.',
  slugTaken: "The slug '{slug}' is already used by another test.",
  tagTooLong: `A tag must be at most ${PRODUCT_LIMITS.tag} characters.`,
  tooManyTags: `A test can have at most ${PRODUCT_LIMITS.tags} tags.`,
  categoryRequired: 'Please select category.',
  categoryUnknown: 'There is no such category.',
  productTypeRequired: 'Please select a product type.',
  descriptionTooLong: `The description must be at most ${PRODUCT_LIMITS.description} characters.`,
  instructionsTooLong: `The instructions must be at most ${PRODUCT_LIMITS.instructions} characters.`,
  productId: 'The test id must be a test id (a GUID).',
  notFound: 'There is no such test.',
  relationType: 'The relation type must be 2 (reflex) or 8 (panel member).',
  memberOfItself: 'A test cannot be a member of itself.',
  memberIsPanel: 'A panel cannot be a member of another panel.',
  memberAlready: "'{name}' is already a member of this test.",
  notAMember: 'That test is not a member of this one.',
  inPanels: "This test is a member of {panels}: remove it from them before deleting it.",
  inOrders: 'This test is in placed orders and cannot be deleted: untick Active (or tick Hidden) instead.',
  created: "Test '{name}' has been created.",
  updated: "Test '{name}' has been updated.",
  removed: "Test '{name}' was successfully removed",
  memberAdded: 'Successfully added',
  memberRemoved: 'Updated.',
} as const;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
/** '' or null is "not given". */
const blankToNull = (value: unknown) => {
  const given = trimmed(value);
  return given === '' || given === undefined ? null : given;
};

const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * spec/03 5: "Prices are parsed as decimals, and empty becomes null". A price
 * as typed ('49.99', at most `maxLength` characters) or as the wire's number.
 */
const priceFrom = (maxLength: number, tooLongMessage: string) =>
  z
    .union([z.string().max(maxLength, tooLongMessage), z.number(), z.null()], { error: ADMIN_PRODUCT_MESSAGES.price })
    .optional()
    .transform((value, context) => {
      const given = blankToNull(value);
      if (given === null) return null;
      const price = typeof given === 'string' ? (/^\d+(\.\d+)?$/.test(given) ? Number(given) : Number.NaN) : Number(given);
      if (!(Number.isFinite(price) && price >= 0 && price <= PRODUCT_LIMITS.priceMaxDollars && hasCents(price))) {
        context.addIssue({ code: 'custom', message: ADMIN_PRODUCT_MESSAGES.price });
        return z.NEVER;
      }
      return price;
    });

const optionalText = (max: number, message: string) => z.preprocess(blankToNull, z.string({ error: message }).max(max, message).nullable());

const productTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' && value !== '' ? Number(value) : blankToNull(value)),
  z.number({ error: ADMIN_PRODUCT_MESSAGES.productTypeRequired }).refine((type) => (EDITOR_PRODUCT_TYPES as readonly number[]).includes(type), ADMIN_PRODUCT_MESSAGES.productTypeRequired),
);

const labCodesSchema = z
  .array(z.number({ error: ADMIN_PRODUCT_MESSAGES.labUnknown }).refine((code) => (LAB_CODES as readonly number[]).includes(code), ADMIN_PRODUCT_MESSAGES.labUnknown), {
    error: ADMIN_PRODUCT_MESSAGES.labRequired,
  })
  .min(1, ADMIN_PRODUCT_MESSAGES.labRequired)
  .max(LAB_CODES.length, ADMIN_PRODUCT_MESSAGES.labUnknown)
  .transform((codes) => [...new Set(codes)] as LabCode[]);

/** spec/03 2 Test form: Tags, a chip list; each tag trimmed, empty ones dropped, repeats folded. */
const tagsSchema = z
  .array(z.string().trim().max(PRODUCT_LIMITS.tag, ADMIN_PRODUCT_MESSAGES.tagTooLong))
  .max(PRODUCT_LIMITS.tags, ADMIN_PRODUCT_MESSAGES.tooManyTags)
  .default([])
  .transform((tags) => [...new Set(tags.filter((tag) => tag !== ''))]);

export const productIdSchema = z.uuid({ error: ADMIN_PRODUCT_MESSAGES.productId });

const productFields = z.object({
  name: z.preprocess(trimmed, z.string({ error: ADMIN_PRODUCT_MESSAGES.nameRequired }).min(1, ADMIN_PRODUCT_MESSAGES.nameRequired).max(PRODUCT_LIMITS.name, ADMIN_PRODUCT_MESSAGES.nameTooLong)),
  cpt: z.preprocess((value) => blankToNull(value) ?? '', z.string({ error: ADMIN_PRODUCT_MESSAGES.cptTooLong }).max(PRODUCT_LIMITS.cpt, ADMIN_PRODUCT_MESSAGES.cptTooLong)),
  /** Market Price: what the market charges, shown beside ours (up to 10 characters as typed). */
  marketPrice: priceFrom(PRODUCT_LIMITS.marketPrice, ADMIN_PRODUCT_MESSAGES.marketPriceTooLong),
  /** Website Price: the price the store charges (masterPrice). Required here: a test without one cannot be sold (docs/api-admin.md). */
  masterPrice: priceFrom(PRODUCT_LIMITS.masterPrice, ADMIN_PRODUCT_MESSAGES.masterPriceTooLong).refine((price) => price !== null, ADMIN_PRODUCT_MESSAGES.masterPriceRequired),
  /** GRL cost: what the lab partner charges the store. */
  customerPrice: priceFrom(PRODUCT_LIMITS.masterPrice, ADMIN_PRODUCT_MESSAGES.price),
  /** Vendor direct: the lab's own price to a patient. */
  patientPrice: priceFrom(PRODUCT_LIMITS.masterPrice, ADMIN_PRODUCT_MESSAGES.price),
  /** The panel block's extra tests price (type 8). */
  extraTestsPrice: priceFrom(PRODUCT_LIMITS.masterPrice, ADMIN_PRODUCT_MESSAGES.price),
  searchPriority: z.coerce
    .number({ error: ADMIN_PRODUCT_MESSAGES.searchPriority })
    .int(ADMIN_PRODUCT_MESSAGES.searchPriority)
    .min(0, ADMIN_PRODUCT_MESSAGES.searchPriority)
    .max(PRODUCT_LIMITS.searchPriorityMax, ADMIN_PRODUCT_MESSAGES.searchPriority),
  pageTitle: optionalText(PRODUCT_LIMITS.meta, ADMIN_PRODUCT_MESSAGES.metaTooLong),
  metaRobots: optionalText(PRODUCT_LIMITS.meta, ADMIN_PRODUCT_MESSAGES.metaTooLong),
  metaDescription: optionalText(PRODUCT_LIMITS.meta, ADMIN_PRODUCT_MESSAGES.metaTooLong),
  imageId: z.preprocess(blankToNull, z.uuid({ error: ADMIN_PRODUCT_MESSAGES.imageId }).nullable()),
  /** LAB: the multi-select's lab codes (spec/03 3 labCode, stored as one bit mask). */
  labCodes: labCodesSchema,
  /** Lab test Code: the Quest code. */
  questCode: optionalText(PRODUCT_LIMITS.questCode, ADMIN_PRODUCT_MESSAGES.questCodeTooLong),
  /** Empty: made from the name on create (and kept on update when empty). */
  slug: z.preprocess(
    blankToNull,
    z
      .string({ error: ADMIN_PRODUCT_MESSAGES.slugForm })
      .max(PRODUCT_LIMITS.slug, ADMIN_PRODUCT_MESSAGES.slugTooLong)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, ADMIN_PRODUCT_MESSAGES.slugForm)
      .nullable(),
  ),
  tags: tagsSchema,
  categoryId: z.preprocess(blankToNull, z.uuid({ error: ADMIN_PRODUCT_MESSAGES.categoryRequired })),
  productType: productTypeSchema,
  description: z.string({ error: ADMIN_PRODUCT_MESSAGES.descriptionTooLong }).max(PRODUCT_LIMITS.description, ADMIN_PRODUCT_MESSAGES.descriptionTooLong).default(''),
  instructions: z.string({ error: ADMIN_PRODUCT_MESSAGES.instructionsTooLong }).max(PRODUCT_LIMITS.instructions, ADMIN_PRODUCT_MESSAGES.instructionsTooLong).default(''),
  isHidden: z.boolean().default(false),
  isActive: z.boolean().default(true),
});

/** POST /api/catalog/: the Add Test form (spec/03 2 Test form, 5 Test form). */
export const adminProductInputSchema = productFields;
export type AdminProductInput = z.output<typeof adminProductInputSchema>;
/** The form's raw values, before the schema judges them. */
export type AdminProductFormValues = z.input<typeof adminProductInputSchema>;

/** PUT /api/catalog/: the Edit Test form, with the test's id. */
export const adminProductUpdateSchema = productFields.extend({ id: productIdSchema });
export type AdminProductUpdate = z.output<typeof adminProductUpdateSchema>;

export const adminProductParamsSchema = z.object({ id: productIdSchema });

/** POST /api/catalog/{type}/{parentId}/{childId} and DELETE /api/catalog/{parentId}/{childId}: a panel member. */
export const adminProductMemberParamsSchema = z.object({ parentId: productIdSchema, childId: productIdSchema });
export const adminProductMemberAddParamsSchema = adminProductMemberParamsSchema.extend({
  type: z.coerce
    .number({ error: ADMIN_PRODUCT_MESSAGES.relationType })
    .refine((type): type is ProductRelationType => (PRODUCT_RELATION_TYPES as readonly number[]).includes(type), ADMIN_PRODUCT_MESSAGES.relationType),
});

/** spec/03 3: Child relation: childrenId, name, relationType. */
export const adminProductMemberSchema = z.object({ childrenId: z.string(), name: z.string(), relationType: z.int() });
export type AdminProductMember = z.infer<typeof adminProductMemberSchema>;

/** spec/03 3 Product (admin) as the editor reads it: prices in dollars, null when not given. */
export const adminProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  cpt: z.string(),
  marketPrice: z.number().nullable(),
  masterPrice: z.number(),
  customerPrice: z.number().nullable(),
  patientPrice: z.number().nullable(),
  extraTestsPrice: z.number().nullable(),
  searchPriority: z.int(),
  pageTitle: z.string().nullable(),
  metaRobots: z.string().nullable(),
  metaDescription: z.string().nullable(),
  imageId: z.string().nullable(),
  labCodes: z.array(z.int()),
  questCode: z.string().nullable(),
  tags: z.array(z.string()),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  productType: z.int(),
  description: z.string(),
  instructions: z.string(),
  isHidden: z.boolean(),
  isActive: z.boolean(),
  children: z.array(adminProductMemberSchema),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** One row of the Products tab: image, name, CPT (spec/03 2). */
export const adminProductRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  cpt: z.string(),
  imageId: z.string().nullable(),
  productType: z.int(),
  isActive: z.boolean(),
  isHidden: z.boolean(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

/**
 * GET /api/catalog/all: the get-all-products call ($skip, $top; items and
 * count), product types 2 and 3 left out; a search under 2 characters is the
 * full list (spec/03 5 Search).
 */
export const adminProductListQuerySchema = adminPageQuerySchema.extend({
  search: z.string().trim().max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE).default(''),
});
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;

export const adminProductListSchema = z.object({ items: z.array(adminProductRowSchema), count: z.int() });
export type AdminProductList = z.infer<typeof adminProductListSchema>;

/** POST and PUT /api/catalog/: the test as saved, and spec/03 8's notice in the request's language. */
export const adminProductSavedSchema = z.object({ product: adminProductSchema, message: z.string() });
export type AdminProductSaved = z.infer<typeof adminProductSavedSchema>;

/** DELETE /api/catalog/{id}, and a panel member added or removed: the notice. */
export const adminProductChangedSchema = z.object({ id: z.string(), message: z.string() });
export type AdminProductChanged = z.infer<typeof adminProductChangedSchema>;
