import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Bytes, CreatedAt, Defaulted, Id, NullableBytes } from './columns';

export interface ImagesTable {
  id: Id;
  name: string;
  mime_type: string;
  bytes: Bytes;
  byte_size: number;
  width: number | null;
  height: number | null;
  purpose: Defaulted<'gallery' | 'blog' | 'blog_editor'>;
  /** Issue 20: an upload's small preview (the picker's grid); null for the seed's SVGs, which scale. */
  thumbnail_bytes: NullableBytes;
  thumbnail_mime_type: string | null;
  created_at: CreatedAt;
}

export interface CategoriesTable {
  id: Id;
  slug: string;
  name: string;
  description: Defaulted<string>;
  image1_id: string | null;
  image2_id: string | null;
  flags: Defaulted<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
export type Category = Selectable<CategoriesTable>;
export type NewCategory = Insertable<CategoriesTable>;
export type CategoryUpdate = Updateable<CategoriesTable>;

export type Eligibility = 'covid-immune' | 'covid-employee' | 'covid-employee-short' | 'covid-saliva';

export interface ProductsTable {
  id: Id;
  slug: string;
  name: string;
  description_html: Defaulted<string>;
  instructions_html: Defaulted<string>;
  product_type: number;
  quest_code: string | null;
  cpt: Defaulted<string>;
  market_price_cents: number | null;
  master_price_cents: number;
  customer_price_cents: number | null;
  patient_price_cents: number | null;
  extra_tests_price_cents: number | null;
  has_extra_charge: Defaulted<boolean>;
  image_id: string | null;
  lab_codes: Defaulted<number>;
  category_id: string | null;
  tags: Defaulted<string[]>;
  is_active: Defaulted<boolean>;
  is_hidden: Defaulted<boolean>;
  visibility: Defaulted<number>;
  pwn_code: Defaulted<string>;
  search_priority: Defaulted<number>;
  eligibility: Eligibility | null;
  processing_fee_text: string | null;
  page_title: string | null;
  meta_description: string | null;
  meta_robots: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
export type Product = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;

export interface ProductChildrenTable {
  parent_id: string;
  child_id: string;
  relation_type: Defaulted<number>;
  position: Defaulted<number>;
}

export interface TestCentersTable {
  id: Id;
  code: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  working_hours: string;
  latitude: number;
  longitude: number;
  lab_codes: Defaulted<number>;
  is_active: Defaulted<boolean>;
}
export type TestCenter = Selectable<TestCentersTable>;
export type NewTestCenter = Insertable<TestCentersTable>;

export interface PartnerTestsTable {
  id: Id;
  code: string;
  name: string;
  same_day: Defaulted<boolean>;
  required_gender: number | null;
  disclaimers_required: Defaulted<boolean>;
  customer_physician_required: Defaulted<boolean>;
  fasting_required: Defaulted<boolean>;
  /** Issue 18: the hours of fasting the test asks for; null when it asks for none (or names no figure). */
  fasting_hours: number | null;
}

/** Issue 16: a category's words in one language other than English (the fallback, in categories). */
export interface CategoryTranslationsTable {
  category_id: string;
  language: string;
  name: string;
  description: Defaulted<string>;
}

/** Issue 16: a product's words in one language other than English (the fallback, in products). */
export interface ProductTranslationsTable {
  product_id: string;
  language: string;
  name: string;
  description_html: Defaulted<string>;
  instructions_html: Defaulted<string>;
  page_title: string | null;
  meta_description: string | null;
}
