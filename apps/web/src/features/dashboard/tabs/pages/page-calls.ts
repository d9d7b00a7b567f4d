import { ADMIN_PAGE_SIZE, adminPageListSchema, adminPageRemovedSchema, adminPageSavedSchema, type AdminPage, type AdminPageValues } from '@labstore/domain';
import { http } from '../../../../lib/http-client';
import { sendWrite } from '../../../../lib/mutations/send-write';
import { pageQuery, type AdminList, useListChange } from '../../kit/admin-list';

// spec/03 2 Pages (Edit) tab, 7 Pages (docs/api-admin.md "Categories and
// pages"): every page, inactive ones too (GET /api/content/all, a few dozen
// rows), shown 10 a table page; writes go through sendWrite (one idempotency
// key per intent) and a refusal shows in the error bar.

export const pagesList: AdminList<Record<string, never>, AdminPage> = {
  name: 'pages',
  fetchPage: async (_filters, page, signal) => {
    const all = await http.get('/api/content/all', adminPageListSchema, signal);
    const { $skip } = pageQuery(page);
    return { items: all.items.slice($skip, $skip + ADMIN_PAGE_SIZE), count: all.count };
  },
};

/** POST /api/content/add ('Successfully added'), or PUT /api/content/update with the id ('Updated.'). */
export const savePage = ({ id, values }: { id: string | null; values: AdminPageValues }) =>
  id === null
    ? sendWrite('/api/content/add', { method: 'POST', body: values, schema: adminPageSavedSchema })
    : sendWrite('/api/content/update', { method: 'PUT', body: { id, ...values }, schema: adminPageSavedSchema });

export const removePage = (id: string) => sendWrite(`/api/content/delete/${encodeURIComponent(id)}`, { method: 'DELETE', schema: adminPageRemovedSchema });

/** A change of the tab: its notice once done, and the list read again as the server left it. */
export const usePageChange = <Input,>(run: (input: Input) => Promise<{ message: string }>) => useListChange(pagesList, run);
