import { sanitizeRichText, type Database } from '@labstore/db';
import { ADMIN_PAGE_MESSAGES, fillTemplate, slugFromName, type AdminPage, type AdminPageList, type AdminPageValues } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { recordAdminAction, type AdminActor } from '../audit';
import { AppError } from '../lib/app-error';
import { CONTENT_CACHE_PREFIX } from './content-cache';
import { pagesAdminRepository, type AdminPageRow, type PageFields } from './pages-admin.repository';

/** What a page change tells the read cache: app.readCache.publishChange, handed in by the route. */
export type PublishChange = (db: Kysely<Database>, prefix: string) => Promise<void>;

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown): boolean => typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;

function toAdminPage(row: AdminPageRow): AdminPage {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    parent: row.parent,
    type: row.type,
    isLink: row.is_link,
    combobox: row.combobox,
    content: row.content,
    description: row.description,
    metaDescription: row.meta_description,
    pageTitle: row.page_title,
    metaRobots: row.meta_robots,
    isActive: row.is_active,
    iconName: row.icon_name,
    position: row.position,
  };
}

/** The audit row's picture of a page: its fields but the HTML, whose length stands for it. */
function stateOf(page: AdminPage) {
  const { content, ...rest } = page;
  return { ...rest, contentLength: content.length };
}

/**
 * The stored fields: the content sanitized (the storefront renders it as HTML),
 * and the entry's kind following its parent, as the seed's entries do: the
 * footer's are 'footer', the rest 'navigation'.
 */
function fieldsOf(values: AdminPageValues): PageFields {
  return {
    ...values,
    slug: values.slug || slugFromName(values.name, { maxLength: 100, fallback: 'page' }),
    type: values.parent === 'footer' ? 'footer' : 'navigation',
    content: sanitizeRichText(values.content),
  };
}

const slugTaken = (slug: string) => AppError.badRequest(fillTemplate(ADMIN_PAGE_MESSAGES.slugTaken, { slug }), { slug: [fillTemplate(ADMIN_PAGE_MESSAGES.slugTaken, { slug })] });

/** A write that met the unique slug of a page saved at the same moment: the same refusal as the check's. */
async function refusingTakenSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

/** Issue 20, spec/03 2 Pages (Edit) tab, 5 Page, 7 Pages: the page editor's rules. Each change is audited and published to the read cache in its transaction. */
export function pagesAdminService(db: Kysely<Database>, publishChange: PublishChange) {
  return {
    /** Every page, active or not: the tab's table. */
    async list(): Promise<AdminPageList> {
      const items = (await pagesAdminRepository(db).listAll()).map(toAdminPage);
      return { items, count: items.length };
    },

    async create(actor: AdminActor, values: AdminPageValues): Promise<{ page: AdminPage; message: string }> {
      const fields = fieldsOf(values);
      const page = await refusingTakenSlug(fields.slug, () =>
        db.transaction().execute(async (trx) => {
          const repository = pagesAdminRepository(trx);
          if (await repository.slugHolder(fields.slug)) throw slugTaken(fields.slug);
          const id = await repository.insert(fields);
          const saved: AdminPage = { id, ...fields };
          await recordAdminAction(trx, actor, { action: 'page.create', subject: { kind: 'page', id }, before: null, after: stateOf(saved) });
          await publishChange(trx, CONTENT_CACHE_PREFIX);
          return saved;
        }),
      );
      return { page, message: ADMIN_PAGE_MESSAGES.added };
    },

    async update(actor: AdminActor, id: string, values: AdminPageValues): Promise<{ page: AdminPage; message: string }> {
      const fields = fieldsOf(values);
      const page = await refusingTakenSlug(fields.slug, () =>
        db.transaction().execute(async (trx) => {
          const repository = pagesAdminRepository(trx);
          const before = await repository.lock(id);
          if (!before) throw AppError.notFound(ADMIN_PAGE_MESSAGES.notFound);
          if (await repository.slugHolder(fields.slug, id)) throw slugTaken(fields.slug);
          await repository.update(id, fields);
          const saved: AdminPage = { id, ...fields };
          await recordAdminAction(trx, actor, { action: 'page.update', subject: { kind: 'page', id }, before: stateOf(toAdminPage(before)), after: stateOf(saved) });
          await publishChange(trx, CONTENT_CACHE_PREFIX);
          return saved;
        }),
      );
      return { page, message: ADMIN_PAGE_MESSAGES.updated };
    },

    async remove(actor: AdminActor, id: string): Promise<{ id: string; message: string }> {
      await db.transaction().execute(async (trx) => {
        const repository = pagesAdminRepository(trx);
        const before = await repository.lock(id);
        if (!before) throw AppError.notFound(ADMIN_PAGE_MESSAGES.notFound);
        await repository.remove(id);
        await recordAdminAction(trx, actor, { action: 'page.remove', subject: { kind: 'page', id }, before: stateOf(toAdminPage(before)), after: null });
        await publishChange(trx, CONTENT_CACHE_PREFIX);
      });
      return { id, message: ADMIN_PAGE_MESSAGES.removed };
    },
  };
}
