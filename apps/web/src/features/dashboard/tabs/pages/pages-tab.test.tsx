// @vitest-environment happy-dom
import '../../dashboard.test-support';
import '../../components/dashboard-shell';
import { ADMIN_PAGE_MESSAGES, type AdminPage } from '@labstore/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useCurrentNotification } from '../../../../lib/notifications';
import { createQueryClient } from '../../../../lib/query-client';
import { json } from '../../dashboard.test-support';
import { PagesTab } from './pages-tab';

// spec/03 2 Pages (Edit) tab, 5 Page, 8: the table with its URL opening in a
// new window, the Add new Page dialog judged by the API's schema (Create or
// Update), Remove after 'Are you sure to delete the page?'.

const ABOUT_ID = '0b6f1f0e-6a53-4f7c-9d0e-1f2a3b4c5d6e';
const page = (overrides: Partial<AdminPage>): AdminPage => ({
  id: ABOUT_ID,
  name: 'About us',
  slug: 'about-us',
  parent: 'main',
  type: 'navigation',
  isLink: false,
  combobox: null,
  content: '<p>Who we are</p>',
  description: 'Our lab',
  metaDescription: null,
  pageTitle: null,
  metaRobots: null,
  isActive: true,
  iconName: null,
  position: 3,
  ...overrides,
});
const about = page({});
const privacy = page({ id: 'privacy', name: 'Privacy', slug: 'privacy', parent: 'footer', type: 'footer', isActive: false, description: null });

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function stubPages(answer: (sent: Sent) => Response | undefined = () => undefined) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = { method: init.method ?? 'GET', path: String(input).split('?')[0] ?? '', body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
    sent.push(request);
    const special = answer(request);
    if (special) return special;
    if (request.path === '/api/content/all') return json({ items: [about, privacy], count: 2 });
    return json({ message: `no answer for ${request.path}` }, 404);
  });
  return { sent, writes: () => sent.filter((request) => request.method !== 'GET') };
}

function Watchers() {
  const notification = useCurrentNotification();
  return notification ? <output data-testid="notification" data-type={notification.type}>{notification.message}</output> : null;
}

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PagesTab />
      <Watchers />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('the Pages (Edit) tab', () => {
  test('lists every page: name, parent, description, the URL opening in a new window, active or not', async () => {
    stubPages();
    show();
    const table = await screen.findByRole('table', { name: 'Pages' });
    const row = (await within(table).findByText('About us')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('main')).toBeTruthy();
    expect(within(row).getByText('Our lab')).toBeTruthy();
    const link = within(row).getByRole('link', { name: '/about-us (opens in a new window)' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['/about-us', '_blank', 'noopener noreferrer']);
    const hidden = within(table).getByText('Privacy').closest('tr');
    if (!hidden) throw new Error('no row');
    expect(within(hidden).getByText('No')).toBeTruthy();
  });

  test("Add New Page: name, parent and content required, meta fields stop at 300; Create sends the page and says 'Successfully added'", async () => {
    const api = stubPages((request) => (request.method === 'POST' ? json({ page: page({ id: 'new', name: 'Careers', slug: 'careers' }), message: ADMIN_PAGE_MESSAGES.added }) : undefined));
    show();
    await screen.findByText('About us');
    await userEvent.click(screen.getByRole('button', { name: 'Add New Page' }));
    const dialog = screen.getByRole('dialog', { name: 'Add new Page' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /^Parent/ }));
    // The three meta fields take at most 300 characters (spec/03 5): the box stops there.
    for (const name of [/^Meta description/, /^Page title/, /^Meta robots/]) expect(within(dialog).getByRole('textbox', { name }).getAttribute('maxlength')).toBe('300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(ADMIN_PAGE_MESSAGES.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(ADMIN_PAGE_MESSAGES.parentRequired)).toBeTruthy();
    expect(within(dialog).getByText(ADMIN_PAGE_MESSAGES.contentRequired)).toBeTruthy();
    expect(api.writes()).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Careers');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Parent/ }), 'main');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Content/ }), '<p>Join us</p>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await screen.findByTestId('notification')).textContent).toBe(ADMIN_PAGE_MESSAGES.added);
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/content/add',
        body: {
          name: 'Careers',
          parent: 'main',
          isLink: false,
          combobox: null,
          content: '<p>Join us</p>',
          description: null,
          slug: '',
          metaDescription: null,
          pageTitle: null,
          metaRobots: null,
          isActive: true,
          iconName: null,
          position: 0,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add new Page' })).toBeNull());
  });

  test("Update opens the page in the dialog, whose button reads Update, and says 'Updated.'", async () => {
    const api = stubPages((request) => (request.method === 'PUT' ? json({ page: about, message: ADMIN_PAGE_MESSAGES.updated }) : undefined));
    show();
    await screen.findByText('About us');
    await userEvent.click(screen.getByRole('button', { name: 'Update About us' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Page' });
    expect(within(dialog).getByRole('textbox', { name: /^Slug/ })).toHaveProperty('value', 'about-us');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Is active' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect((await screen.findByTestId('notification')).textContent).toBe(ADMIN_PAGE_MESSAGES.updated);
    const [write] = api.writes();
    expect(write?.path).toBe('/api/content/update');
    expect(write?.body).toMatchObject({ id: ABOUT_ID, name: 'About us', slug: 'about-us', isActive: false, position: 3, content: '<p>Who we are</p>' });
  });

  test("Remove asks 'Are you sure to delete the page?': No sends nothing, Yes deletes", async () => {
    const api = stubPages((request) => (request.method === 'DELETE' ? json({ id: ABOUT_ID, message: ADMIN_PAGE_MESSAGES.removed }) : undefined));
    show();
    await screen.findByText('About us');
    await userEvent.click(screen.getByRole('button', { name: 'Remove About us' }));
    expect(screen.getByText('Are you sure to delete the page?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(api.writes()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove About us' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect((await screen.findByTestId('notification')).textContent).toBe(ADMIN_PAGE_MESSAGES.removed);
    expect(api.writes()).toEqual([{ method: 'DELETE', path: `/api/content/delete/${ABOUT_ID}`, body: undefined }]);
  });
});
