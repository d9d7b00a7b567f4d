// @vitest-environment happy-dom
import '../../dashboard.test-support';
import '../../components/dashboard-shell';
import { ADMIN_CATEGORY_MESSAGES, type AdminCategory } from '@labstore/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useCurrentNotification } from '../../../../lib/notifications';
import { createQueryClient } from '../../../../lib/query-client';
import { json } from '../../dashboard.test-support';
import { CategoriesTab } from './categories-tab';

// spec/03 2 Categories tab, 5 Category, 8: the list and its search, the
// Add/Edit dialog judged by the API's schema, Remove after 'Delete category?'.

const HEART_ID = '0b6f1f0e-6a53-4f7c-9d0e-1f2a3b4c5d6e';
const IMAGE_ID = '5a0c7e2d-3b1f-4c6a-8e9d-2f4b6a8c0e1d';
const category = (overrides: Partial<AdminCategory>): AdminCategory => ({
  id: HEART_ID,
  slug: 'heart-health',
  name: 'Heart health',
  description: 'Tests of the heart',
  image1Id: null,
  image2Id: null,
  flags: 1,
  productCount: 4,
  ...overrides,
});
const heart = category({});
const many = Array.from({ length: 10 }, (_, index) => category({ id: `id-${index}`, slug: `c-${index}`, name: `Category ${index}`, flags: 0, productCount: index }));

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The categories API: the search answers `pages`; writes answer their notice. Records every request. */
function stubCategories(answer: (sent: Sent) => Response | undefined = () => undefined) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = { method: init.method ?? 'GET', path: String(input).split('?')[0] ?? '', body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
    sent.push(request);
    const special = answer(request);
    if (special) return special;
    if (request.path === '/api/category/search/') {
      const { search, $skip } = request.body as { search: string; $skip: number };
      const all = [heart, ...many].filter((item) => item.name.toLowerCase().includes(search.toLowerCase()));
      return json({ items: all.slice($skip, $skip + 10), count: all.length });
    }
    if (request.path === '/api/image') return json({ count: 1, items: [{ id: IMAGE_ID, name: 'heart-banner.jpg' }] });
    return json({ message: `no answer for ${request.path}` }, 404);
  });
  return { sent, writes: () => sent.filter((request) => request.method !== 'GET' && request.path !== '/api/category/search/') };
}

function Watchers() {
  const notification = useCurrentNotification();
  return notification ? <output data-testid="notification" data-type={notification.type}>{notification.message}</output> : null;
}

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CategoriesTab />
      <Watchers />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('the Categories tab', () => {
  test('lists the categories 10 a page with their tests and carousel flag; the search asks the server', async () => {
    const api = stubCategories();
    show();
    const table = await screen.findByRole('table', { name: 'Categories' });
    const row = (await within(table).findByText('Heart health')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('4')).toBeTruthy();
    expect(within(row).getByText('Yes')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(api.sent[0]?.body).toEqual({ search: '', $skip: 0, $top: 10 });

    await userEvent.click(screen.getByRole('button', { name: /^2$|page 2/i }));
    expect(await within(table).findByText('Category 9')).toBeTruthy();
    expect(api.sent.at(-1)?.body).toEqual({ search: '', $skip: 10, $top: 10 });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'heart');
    await waitFor(() => expect(api.sent.at(-1)?.body).toEqual({ search: 'heart', $skip: 0, $top: 10 }));
    await waitFor(() => expect(within(table).queryByText('Category 9')).toBeNull());
  });

  test("the dialog says spec/03 5's rules and sends nothing until they hold; Save creates and says so", async () => {
    const created = "Category 'Kidney tests' has been created.";
    const api = stubCategories((request) =>
      request.method === 'POST' && request.path === '/api/category' ? json({ category: category({ id: 'new', name: 'Kidney tests', flags: 1, productCount: 0 }), message: created }) : undefined,
    );
    show();
    await screen.findByText('Heart health');
    await userEvent.click(screen.getByRole('button', { name: 'Add New Category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Category' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ADMIN_CATEGORY_MESSAGES.nameRequired)).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Heart');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ADMIN_CATEGORY_MESSAGES.nameLength)).toBeTruthy();
    expect(api.writes()).toEqual([]);

    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Kidney tests');
    // Image 2 from the gallery (the image picker), shown as its thumbnail.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gallery: Image 2' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose an image' });
    await userEvent.click(await within(picker).findByRole('button', { name: 'heart-banner.jpg' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose an image' })).toBeNull());
    expect(within(dialog).getByRole('img', { name: 'Image 2: the chosen image' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Show in carousel at homepage' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('notification')).textContent).toBe(created);
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/category', body: { name: 'Kidney tests', description: '', image1Id: null, image2Id: IMAGE_ID, flags: 1 } }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Category' })).toBeNull());
  });

  test('Edit opens the dialog with the category and sends a PUT with its id', async () => {
    const api = stubCategories((request) => (request.method === 'PUT' ? json({ category: heart, message: "Category 'Heart health' has been updated." }) : undefined));
    show();
    await screen.findByText('Heart health');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Heart health' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveProperty('value', 'Heart health');
    expect(within(dialog).getByRole('checkbox', { name: 'Show in carousel at homepage' })).toHaveProperty('checked', true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Show in carousel at homepage' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('notification')).textContent).toBe("Category 'Heart health' has been updated.");
    expect(api.writes()).toEqual([{ method: 'PUT', path: '/api/category', body: { id: HEART_ID, name: 'Heart health', description: 'Tests of the heart', image1Id: null, image2Id: null, flags: 0 } }]);
  });

  test("Remove asks 'Delete category?': No sends nothing, Yes deletes and says so", async () => {
    const api = stubCategories((request) => (request.method === 'DELETE' ? json({ id: HEART_ID, message: "Category 'Heart health' was successfully removed" }) : undefined));
    show();
    await screen.findByText('Heart health');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Heart health' }));
    expect(screen.getByText('Delete category?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(api.writes()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Heart health' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect((await screen.findByTestId('notification')).textContent).toBe("Category 'Heart health' was successfully removed");
    expect(api.writes()).toEqual([{ method: 'DELETE', path: `/api/category/${HEART_ID}`, body: undefined }]);
  });
});
