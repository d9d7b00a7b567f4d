// @vitest-environment happy-dom
import '../../dashboard.test-support';
import '../../components/dashboard-shell';
import type { AdminPromo } from '@labstore/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clearNotification, useCurrentNotification } from '../../../../lib/notifications';
import { createQueryClient } from '../../../../lib/query-client';
import { json } from '../../dashboard.test-support';
import { PromoCodesTab } from './promo-codes-tab';

// spec/03 2 Promo code tab, 3, 4, 5 (every rule and message of the dialog), 8, 9.

const PRODUCT_ID = '2d8b3c4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';

const promo = (overrides: Partial<AdminPromo> = {}): AdminPromo => ({
  id: '0b6f1f0e-6a53-4f7c-9d0e-1f2a3b4c5d6e',
  description: 'Spring sale',
  code: 'SPRING10',
  discount: 10,
  discountType: 1,
  promoType: 0,
  products: [],
  dateStart: '2026-03-01',
  dateFinish: '2026-06-30',
  isActive: true,
  isBlured: false,
  totalUseLimit: 10,
  totalUsedLimit: 3,
  customerUseLimit: 1,
  isPhysicianOversightFeeDiscount: false,
  isLabDrawFeeDiscount: true,
  ...overrides,
});

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** The API as the tab sees it; every write's method, URL and body recorded. */
function stubApi(list: AdminPromo[], refusal?: () => Response) {
  const sent: Sent[] = [];
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.split('?')[0];
    const method = init?.method ?? 'GET';
    asked.push(url);
    if (method !== 'GET') {
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, url, body });
      if (refusal) return refusal();
      const saved = { ...promo(), ...(body as object), totalUsedLimit: 0 };
      return json({ message: `PROMO CODE '${saved.description}' has been updated or created.`, promoCode: saved });
    }
    if (path === '/api/promo/list') return json({ items: list, count: list.length });
    if (path?.startsWith('/api/promo/admin/')) return json(list.find((one) => path.endsWith(one.id)) ?? promo());
    if (path === '/api/product/all') return json({ items: [{ ...productItem, id: PRODUCT_ID, name: 'Ferritin' }], count: 1 });
    return json({ message: 'Not Found' }, 404);
  });
  return { sent, asked };
}

const productItem = {
  slug: 'ferritin',
  imageId: null,
  masterPrice: 30,
  marketPrice: 50,
  cpt: '82728',
  isActive: true,
  categoryName: null,
  categorySlug: null,
  productType: 1,
  lang: 'en',
};

function Notification() {
  const notification = useCurrentNotification();
  return notification ? <output data-testid="notification">{notification.message}</output> : null;
}

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PromoCodesTab />
      <Notification />
    </QueryClientProvider>,
  );

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = (name: 'Create' | 'Update') => fireEvent.click(screen.getByRole('button', { name }));

afterEach(() => {
  vi.unstubAllGlobals();
  clearNotification();
});

describe('the Promo code tab', () => {
  test('the table: promo code, Used/Allotted, State, Expires and Edit; 10 a page from the server', async () => {
    const { asked } = stubApi([promo(), promo({ id: 'b', code: 'FREE', totalUseLimit: 0, totalUsedLimit: 0, isActive: false, dateFinish: null })]);
    show();
    const table = await screen.findByRole('table', { name: 'Promo codes' });
    await within(table).findByText('SPRING10');
    const cells = (code: string) => within(within(table).getByText(code).closest('tr')!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells('SPRING10').slice(0, 4)).toEqual(['SPRING10', '3/10', 'Active', '2026-06-30']);
    expect(cells('FREE').slice(0, 4)).toEqual(['FREE', '0/Unlimited', 'Inactive', 'Never']);
    expect(within(table).getByRole('button', { name: 'Edit FREE' })).toBeTruthy();
    expect(asked[0]).toBe('/api/promo/list?%24skip=0&%24top=10');
  });

  test("Add: an empty form shows spec/03 5's required messages word for word and sends nothing", async () => {
    const { sent } = stubApi([]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Promo Code' });
    submit('Create');
    for (const message of [
      'The Promo Code Name Field is required',
      'The Promo Code Text Field is required',
      'The Discount Field is required',
      'The Promotion Type Field is required',
      'The Applies to Field is required',
      'The Total Use Limit Field is required',
      'The Customer Use Limit Field is required',
      'The Waive Physician Oversight Fee Field is required',
      'The Waive lab draw Fee Field is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(sent).toEqual([]);
  });

  test('Add: a product promo needs a product; the finish may not be before the start; then it is created', async () => {
    const { sent } = stubApi([]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Promo Code' });
    type('Promo Code Name', 'Ferritin week');
    type('Promo Code Text', 'FERR5');
    type('Discount', '5');
    type('Promotion Type', '0');
    type('Applies to', '1');
    type('Total Use Limit', '100');
    type('Customer Use Limit', '1');
    type('Waive Physician Oversight Fee', 'false');
    type('Waive lab draw Fee', 'true');
    type('Start date', '2026-05-10');
    type('Finish date', '2026-05-09');
    const products = (await within(dialog).findByRole('listbox', { name: /^Products/ })) as HTMLSelectElement;
    await within(products).findByRole('option', { name: 'Ferritin' });
    submit('Create');
    expect(await within(dialog).findByText('The Products Type Field is required')).toBeTruthy();
    expect(await within(dialog).findByText('The finish date cannot be before the start date.')).toBeTruthy();
    expect(sent).toEqual([]);

    const option = within(products).getByRole('option', { name: 'Ferritin' }) as HTMLOptionElement;
    option.selected = true;
    fireEvent.change(products);
    type('Finish date', '2026-05-16');
    submit('Create');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/promo/create',
      body: {
        description: 'Ferritin week',
        code: 'FERR5',
        discount: 5,
        discountType: 0,
        promoType: 1,
        products: [PRODUCT_ID],
        dateStart: '2026-05-10',
        dateFinish: '2026-05-16',
        isActive: true,
        isBlured: false,
        totalUseLimit: 100,
        customerUseLimit: 1,
        isPhysicianOversightFeeDiscount: false,
        isLabDrawFeeDiscount: true,
      },
    });
    expect((await screen.findByTestId('notification')).textContent).toBe("PROMO CODE 'Ferritin week' has been updated or created.");
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('Edit: name, code, discount, type, applies-to and the waive fields are locked; the rest is sent with the id', async () => {
    const { sent, asked } = stubApi([promo()]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit SPRING10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Promo Code' });
    expect(asked).toContain(`/api/promo/admin/${promo().id}`);
    for (const name of ['Promo Code Name', 'Promo Code Text', 'Discount', 'Promotion Type', 'Applies to', 'Waive Physician Oversight Fee', 'Waive lab draw Fee']) {
      const control = within(dialog).getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
      expect([name, control.readOnly]).toEqual([name, true]);
    }
    expect((within(dialog).getByLabelText(/^Promotion Type/) as HTMLInputElement).value).toBe('% (percent)');
    expect(within(dialog).getAllByText('This field cannot be changed once the promo code exists.')).toHaveLength(7);
    expect(within(dialog).getByText('0 means no limit. Used so far: 3')).toBeTruthy();

    type('Total Use Limit', '');
    submit('Update');
    expect(await within(dialog).findByText('The Total Use Limit Field is required')).toBeTruthy();
    type('Total Use Limit', '25');
    fireEvent.click(within(dialog).getByLabelText('Active'));
    submit('Update');
    await waitFor(() => expect(sent).toHaveLength(1));
    const { totalUsedLimit: _used, ...fields } = promo();
    expect(sent[0]).toEqual({ method: 'PUT', url: '/api/promo/update', body: { ...fields, totalUseLimit: 25, isActive: false } });
  });

  test('in Spanish: the tab, the dialog and the rules’ messages', async () => {
    stubApi([]);
    await i18next.changeLanguage('es');
    try {
      show();
      fireEvent.click(await screen.findByRole('button', { name: 'Añadir código promocional' }));
      const dialog = await screen.findByRole('dialog', { name: 'Añadir código promocional' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
      expect(await within(dialog).findByText('El campo Nombre del código promocional es obligatorio')).toBeTruthy();
      expect(within(dialog).getByText('El campo Se aplica a es obligatorio')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  test("a refusal's field message shows under its field", async () => {
    const message = "The promo code 'SPRING10' already exists.";
    stubApi([], () => json({ message, modelState: { code: [message] } }, 409));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Promo Code' });
    type('Promo Code Name', 'Spring');
    type('Promo Code Text', 'SPRING10');
    type('Discount', '10');
    type('Promotion Type', '1');
    type('Applies to', '0');
    type('Total Use Limit', '0');
    type('Customer Use Limit', '0');
    type('Waive Physician Oversight Fee', 'false');
    type('Waive lab draw Fee', 'false');
    submit('Create');
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(field('Promo Code Text').getAttribute('aria-invalid')).toBe('true');
  });
});
