// @vitest-environment happy-dom
import '../../dashboard.test-support';
import { ADMIN_PRODUCT_MESSAGES, type AdminCategory, type AdminProduct, type AdminProductRow } from '@labstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clearNotification } from '../../../../lib/notifications';
import type { AuthSession } from '../../../../lib/session/session-record';
import { json, renderDashboard, session } from '../../dashboard.test-support';

// spec/03 2 Products tab and Test form, 5 Test form and Search, 8: the list
// and its search (under 2 characters, the full list), the Add/Edit Test form
// judged by the API's schema, prices as decimals (empty is null), the tags'
// chips, the panel block for type 8, Remove after 'Delete test?'.

const auth = vi.hoisted(() => ({ session: null as AuthSession | null }));
vi.mock('../../../../lib/session/current-session', async (original) => ({
  ...(await original<typeof import('../../../../lib/session/current-session')>()),
  useAuthSession: () => auth.session,
}));

const LIPID_ID = '0b6f1f0e-6a53-4f7c-9d0e-1f2a3b4c5d6e';
const PANEL_ID = '1c7a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const GLUCOSE_ID = '2d8b3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';
const HEART_ID = '3e9c4d5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f';
const IMAGE_ID = '5a0c7e2d-3b1f-4c6a-8e9d-2f4b6a8c0e1d';

const row = (overrides: Partial<AdminProductRow>): AdminProductRow => ({
  id: LIPID_ID,
  name: 'Lipid Panel',
  slug: 'lipid-panel',
  cpt: '80061',
  imageId: IMAGE_ID,
  productType: 1,
  isActive: true,
  isHidden: false,
  ...overrides,
});
const lipidRow = row({});
const glucoseRow = row({ id: GLUCOSE_ID, name: 'Glucose', slug: 'glucose', cpt: '82947', imageId: null });
const panelRow = row({ id: PANEL_ID, name: 'Wellness Panel', slug: 'wellness-panel', cpt: '', productType: 8 });
const many = Array.from({ length: 9 }, (_, index) => row({ id: `id-${index}`, name: `Test ${index}`, slug: `test-${index}`, cpt: `1000${index}`, imageId: null }));
const ROWS = [glucoseRow, lipidRow, panelRow, ...many];

const lipid: AdminProduct = {
  id: LIPID_ID,
  name: 'Lipid Panel',
  slug: 'lipid-panel',
  cpt: '80061',
  marketPrice: 120,
  masterPrice: 49.99,
  customerPrice: 10.5,
  patientPrice: null,
  extraTestsPrice: null,
  searchPriority: 3,
  pageTitle: 'Lipid Panel test',
  metaRobots: null,
  metaDescription: null,
  imageId: IMAGE_ID,
  labCodes: [1, 2],
  questCode: '7600',
  tags: ['heart', 'cholesterol'],
  categoryId: HEART_ID,
  categoryName: 'Heart health',
  productType: 1,
  description: '<p>Cholesterol and triglycerides</p>',
  instructions: '<p>Fast for 12 hours</p>',
  isHidden: false,
  isActive: true,
  children: [],
};
const panel: AdminProduct = {
  ...lipid,
  id: PANEL_ID,
  name: 'Wellness Panel',
  slug: 'wellness-panel',
  cpt: '',
  productType: 8,
  extraTestsPrice: 15,
  children: [{ childrenId: LIPID_ID, name: 'Lipid Panel', relationType: 8 }],
};
const heart: AdminCategory = { id: HEART_ID, slug: 'heart-health', name: 'Heart health', description: '', image1Id: null, image2Id: null, flags: 0, productCount: 3 };

interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** The catalogue API: the list (search by name, 10 a page), a test by id, the categories; writes answer `answer`'s. Records every request. */
function stubProducts(answer: (sent: Sent) => Response | undefined = () => undefined) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const [path = '', search = ''] = String(input).split('?');
    const request = { method: init.method ?? 'GET', path, query: new URLSearchParams(search), body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
    sent.push(request);
    const special = answer(request);
    if (special) return special;
    if (request.method === 'GET' && path === '/api/catalog/all') {
      const word = (request.query.get('search') ?? '').toLowerCase();
      const skip = Number(request.query.get('$skip') ?? 0);
      const all = ROWS.filter((item) => item.name.toLowerCase().includes(word));
      return json({ items: all.slice(skip, skip + 10), count: all.length });
    }
    if (request.method === 'GET' && path === `/api/catalog/${LIPID_ID}`) return json(lipid);
    if (request.method === 'GET' && path === `/api/catalog/${PANEL_ID}`) return json(panel);
    if (request.method === 'GET' && path === `/api/catalog/${GLUCOSE_ID}`) return json({ ...lipid, id: GLUCOSE_ID, name: 'Glucose', slug: 'glucose', cpt: '82947', imageId: null, tags: [] });
    if (path === '/api/category/search/') return json({ items: [heart], count: 1 });
    return json({ message: `no answer for ${path}` }, 404);
  });
  const isRead = (request: Sent) => request.method === 'GET' || request.path === '/api/category/search/';
  return {
    sent,
    lists: () => sent.filter((request) => request.path === '/api/catalog/all'),
    writes: () => sent.filter((request) => !isRead(request)).map(({ method, path, body }) => ({ method, path, body })),
  };
}

beforeEach(() => {
  auth.session = session({ isAdmin: true });
});

afterEach(() => {
  clearNotification();
  vi.unstubAllGlobals();
});

const show = async () => {
  const view = renderDashboard('/dashboard?tab=products');
  await screen.findByRole('table', { name: 'Tests' });
  return view;
};
const notification = async () => (await screen.findByTestId('notification')).textContent;
const openAdd = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Add New Test' }));
  return screen.getByRole('dialog', { name: 'Add Test' });
};

describe('the Products tab', () => {
  test('lists the tests 10 a page with image, name and CPT; a search under 2 characters is the full list', async () => {
    const api = stubProducts();
    await show();
    const table = screen.getByRole('table', { name: 'Tests' });
    const lipidLine = (await within(table).findByText('Lipid Panel')).closest('tr');
    if (!lipidLine) throw new Error('no row');
    expect(within(lipidLine).getByText('80061')).toBeTruthy();
    expect(lipidLine.querySelector('img')?.getAttribute('src')).toContain(IMAGE_ID);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(Object.fromEntries(api.lists()[0]?.query ?? [])).toEqual({ $skip: '0', $top: '10' });

    const search = screen.getByRole('searchbox', { name: 'Search tests' });
    await userEvent.type(search, 'g');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.lists().every((request) => !request.query.has('search'))).toBe(true);

    await userEvent.type(search, 'l');
    await waitFor(() => expect(api.lists().at(-1)?.query.get('search')).toBe('gl'));
    await waitFor(() => expect(within(table).queryByText('Lipid Panel')).toBeNull());
    expect(within(table).getByText('Glucose')).toBeTruthy();

    await userEvent.type(search, '{Backspace}');
    await waitFor(() => expect(within(table).getByText('Lipid Panel')).toBeTruthy());
    expect(api.lists().at(-1)?.query.has('search')).toBe(false);
  });

  test("Remove asks 'Delete test?': No sends nothing, Yes deletes and shows the server's notice", async () => {
    const removed = "Test 'Lipid Panel' was successfully removed";
    const api = stubProducts((request) => (request.method === 'DELETE' ? json({ id: LIPID_ID, message: removed }) : undefined));
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Lipid Panel' }));
    expect(screen.getByText('Delete test?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(api.writes()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Lipid Panel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await notification()).toBe(removed);
    expect(api.writes()).toEqual([{ method: 'DELETE', path: `/api/catalog/${LIPID_ID}`, body: undefined }]);
  });
});

describe('the Test form', () => {
  test("after a submit it says the schema's required messages, 'Please select category.' among them, and sends nothing", async () => {
    const api = stubProducts();
    await show();
    const dialog = await openAdd();
    expect(within(dialog).queryByText(ADMIN_PRODUCT_MESSAGES.nameRequired)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ADMIN_PRODUCT_MESSAGES.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(ADMIN_PRODUCT_MESSAGES.masterPriceRequired)).toBeTruthy();
    expect(within(dialog).getByText(ADMIN_PRODUCT_MESSAGES.labRequired)).toBeTruthy();
    expect(within(dialog).getByText('Please select category.')).toBeTruthy();
    expect(within(dialog).getByText(ADMIN_PRODUCT_MESSAGES.productTypeRequired)).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([]);
  });

  test('prices are parsed as decimals, empty is null; tags are added on a comma, Enter or leaving the field, and removed by keyboard', async () => {
    const created = "Test 'Vitamin D' has been created.";
    const api = stubProducts((request) => (request.method === 'POST' && request.path === '/api/catalog/' ? json({ product: { ...lipid, id: 'new', name: 'Vitamin D' }, message: created }) : undefined));
    await show();
    const dialog = await openAdd();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Vitamin D');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Website Price/ }), 'abc');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^GRL cost/ }), '12.5');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Quest Diagnostics' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Category/ }), await within(dialog).findByRole('option', { name: 'Heart health' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Simple' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Search Priority' }), '4');

    const tags = within(dialog).getByRole('textbox', { name: 'Tags' });
    await userEvent.type(tags, 'vitamin,bones{Enter}immunity');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Slug' }));
    const chips = within(dialog).getByRole('list', { name: 'Tags of the test' });
    expect(within(chips).getAllByRole('listitem').map((chip) => chip.firstChild?.textContent)).toEqual(['vitamin', 'bones', 'immunity']);
    expect((tags as HTMLInputElement).value).toBe('');
    within(chips).getByRole('button', { name: 'Remove tag bones' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(chips).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ADMIN_PRODUCT_MESSAGES.price)).toBeTruthy();
    expect(api.writes()).toEqual([]);

    const price = within(dialog).getByRole('textbox', { name: /^Website Price/ });
    await userEvent.clear(price);
    await userEvent.type(price, '59.90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await notification()).toBe(created);
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/catalog/',
        body: {
          name: 'Vitamin D',
          cpt: '',
          marketPrice: null,
          masterPrice: 59.9,
          customerPrice: 12.5,
          patientPrice: null,
          extraTestsPrice: null,
          searchPriority: 4,
          pageTitle: null,
          metaRobots: null,
          metaDescription: null,
          imageId: null,
          labCodes: [1],
          questCode: null,
          slug: null,
          tags: ['vitamin', 'immunity'],
          categoryId: HEART_ID,
          productType: 1,
          description: '',
          instructions: '',
          isHidden: false,
          isActive: true,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Test' })).toBeNull());
  });

  test('the panel block shows only for type 8; in add mode it says to save the test first', async () => {
    stubProducts();
    await show();
    const dialog = await openAdd();
    expect(within(dialog).queryByRole('region', { name: 'Panel' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Panel' }));
    const block = within(dialog).getByRole('region', { name: 'Panel' });
    expect(within(block).getByRole('textbox', { name: 'Extra tests price' })).toBeTruthy();
    expect(within(block).getByText('Save the test first, then add the tests of the panel.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Physician Consult' }));
    expect(within(dialog).queryByRole('region', { name: 'Panel' })).toBeNull();
  });

  test('Edit loads the test, links to its page, and saves with PUT and its id', async () => {
    const updated = "Test 'Lipid Panel' has been updated.";
    const api = stubProducts((request) => (request.method === 'PUT' ? json({ product: { ...lipid, marketPrice: null }, message: updated }) : undefined));
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Lipid Panel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Test' });
    expect(api.sent.some((request) => request.method === 'GET' && request.path === `/api/catalog/${LIPID_ID}`)).toBe(true);
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveProperty('value', 'Lipid Panel');
    expect(within(dialog).getByRole('textbox', { name: /^Website Price/ })).toHaveProperty('value', '49.99');
    expect(within(dialog).getByRole('checkbox', { name: 'Lab Corp' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('checkbox', { name: 'Ayumetrix' })).toHaveProperty('checked', false);
    expect(within(dialog).getByRole('radio', { name: 'Simple' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('combobox', { name: 'Search Priority' })).toHaveProperty('value', '3');
    expect(within(dialog).getByRole('combobox', { name: /^Category/ })).toHaveProperty('value', HEART_ID);
    expect(within(dialog).getByRole('link', { name: /Go to test/ }).getAttribute('href')).toBe('/product/lipid-panel');

    await userEvent.clear(within(dialog).getByRole('textbox', { name: /^Market Price/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await notification()).toBe(updated);
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/catalog/',
        body: expect.objectContaining({
          id: LIPID_ID,
          name: 'Lipid Panel',
          marketPrice: null,
          masterPrice: 49.99,
          customerPrice: 10.5,
          searchPriority: 3,
          labCodes: [1, 2],
          questCode: '7600',
          slug: 'lipid-panel',
          tags: ['heart', 'cholesterol'],
          categoryId: HEART_ID,
          productType: 1,
        }),
      },
    ]);
  });

  test("a server refusal (409, the slug taken) shows in the error bar and the form stays open with what was typed", async () => {
    const taken = "The slug 'lipid-panel' is already used by another test.";
    stubProducts((request) => (request.method === 'PUT' ? json({ message: taken }, 409) : undefined));
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Glucose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Test' });
    const slug = within(dialog).getByRole('textbox', { name: 'Slug' });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'lipid-panel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await notification()).toContain(taken));
    expect(screen.getByTestId('notification').getAttribute('data-type')).toBe('error');
    expect(screen.getByRole('dialog', { name: 'Edit Test' })).toBeTruthy();
    expect(slug).toHaveProperty('value', 'lipid-panel');
  });

  test("a panel's members: each removable, and a test found by name is added with its relation type", async () => {
    const api = stubProducts((request) => {
      if (request.method === 'DELETE') return json({ id: PANEL_ID, message: 'Updated.' });
      if (request.method === 'POST' && request.path.startsWith('/api/catalog/2/')) return json({ id: PANEL_ID, message: 'Successfully added' });
      return undefined;
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Wellness Panel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Test' });
    const block = within(dialog).getByRole('region', { name: 'Panel' });
    expect(within(block).getByRole('textbox', { name: 'Extra tests price' })).toHaveProperty('value', '15');
    await userEvent.click(within(block).getByRole('button', { name: 'Remove Lipid Panel from the panel' }));
    expect(await notification()).toBe('Updated.');

    await userEvent.type(within(block).getByRole('searchbox', { name: 'Search a test by name' }), 'gluc');
    const pick = within(block).getByRole('combobox', { name: 'Test to add' });
    await userEvent.selectOptions(pick, await within(block).findByRole('option', { name: 'Glucose (82947)' }));
    await userEvent.selectOptions(within(block).getByRole('combobox', { name: 'Relation type' }), 'Reflex');
    await userEvent.click(within(block).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'DELETE', path: `/api/catalog/${PANEL_ID}/${LIPID_ID}`, body: undefined },
        { method: 'POST', path: `/api/catalog/2/${PANEL_ID}/${GLUCOSE_ID}`, body: undefined },
      ]),
    );
    // The panel is read again after each change, to show its members as stored.
    await waitFor(() => expect(api.sent.filter((request) => request.path === `/api/catalog/${PANEL_ID}`).length).toBeGreaterThanOrEqual(3));
  });

  test('axe finds no violation in the tab, nor in the Edit form of a panel with its messages shown (colour contrast aside: happy-dom lays nothing out)', async () => {
    stubProducts();
    await show();
    await screen.findByText('Lipid Panel');
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    const violations = (results: axe.AxeResults) => results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);
    expect(violations(await axe.run(screen.getByRole('tabpanel'), rules))).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Edit Wellness Panel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Test' });
    await within(dialog).findByText('Lipid Panel');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(ADMIN_PRODUCT_MESSAGES.nameRequired);
    expect(violations(await axe.run(dialog, rules))).toEqual([]);
  });

  test('in Spanish: the tab, the question and the form', async () => {
    stubProducts();
    await i18next.changeLanguage('es');
    try {
      renderDashboard('/dashboard?tab=products');
      await screen.findByRole('table', { name: 'Pruebas' });
      await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Lipid Panel' }));
      expect(screen.getByText('¿Eliminar la prueba?')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'No' }));
      await userEvent.click(screen.getByRole('button', { name: 'Agregar nueva prueba' }));
      const dialog = screen.getByRole('dialog', { name: 'Agregar prueba' });
      expect(within(dialog).getByRole('radio', { name: 'Consulta médica' })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
