// @vitest-environment happy-dom
import '../../dashboard.test-support';
import { IDEMPOTENCY_KEY_HEADER, MAIL_TEMPLATE_BODY_MAX_LENGTH, type MailTemplate } from '@labstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AuthSession } from '../../../../lib/session/session-record';
import { json, renderDashboard, session } from '../../dashboard.test-support';

// spec/03 2 Keap Template tab, 5, 8: the table, Copy Link, the Add/Edit
// dialog with its limit, Delete after 'Delete template?', and the server's
// words shown as they come.

const auth = vi.hoisted(() => ({ session: null as AuthSession | null }));
vi.mock('../../../../lib/session/current-session', async (original) => ({
  ...(await original<typeof import('../../../../lib/session/current-session')>()),
  useAuthSession: () => auth.session,
}));

const WELCOME: MailTemplate = { id: '0b6f1f0e-6a53-4f7c-9d0e-1f2a3b4c5d6e', name: 'Welcome', body: '<p>Hello</p>', type: 0 };

interface Sent {
  method: string;
  path: string;
  body: unknown;
  key: string | null;
}

function stubTemplates() {
  const sent: Sent[] = [];
  let templates: MailTemplate[] = [WELCOME];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).split('?')[0] ?? '';
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method, path, body, key: new Headers(init.headers).get(IDEMPOTENCY_KEY_HEADER) });
    if (path === '/api/keap/template/get/all') return json({ items: templates.map(({ id, name, type }) => ({ id, name, type })), count: templates.length });
    if (path === '/api/keap/template/add') {
      const created = { ...(body as MailTemplate), id: 'new-id' };
      templates = [...templates, created];
      return json({ message: `Keap Mail Template'${created.name}' has been created.`, template: created });
    }
    if (path === '/api/keap/template/update') {
      const updated = body as MailTemplate;
      templates = templates.map((template) => (template.id === updated.id ? updated : template));
      return json({ message: `Keap Template '${updated.name}' has been updated.`, template: updated });
    }
    if (path.startsWith('/api/keap/template/delete/')) {
      templates = templates.filter((template) => !path.endsWith(template.id));
      return json({ message: 'Template was successfully removed' });
    }
    const one = templates.find((template) => path === `/api/keap/template/${template.id}`);
    if (one) return json(one);
    return json({ message: `no answer for ${path}` }, 404);
  });
  return { sent, writes: () => sent.filter((request) => request.method !== 'GET') };
}

const notification = () => screen.findByTestId('notification');

beforeEach(() => {
  auth.session = session({ isAdmin: true });
});

afterEach(() => vi.unstubAllGlobals());

describe('the Keap Template tab', () => {
  test('lists the templates and copies a template\'s send link to the clipboard with the spec\'s message', async () => {
    stubTemplates();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDashboard('/dashboard?tab=keap-template');
    const row = (await screen.findByText('Welcome')).closest('tr');
    expect(row).toBeTruthy();
    await userEvent.click(within(row!).getByRole('button', { name: 'Copy Link of Welcome' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/api/api/keap/send/${WELCOME.id}`);
    expect((await notification()).textContent).toBe('The link was copied to the clipboard.');
  });

  test('Add New Template: name, body with its limit shown, type; the server\'s words are shown', async () => {
    const api = stubTemplates();
    renderDashboard('/dashboard?tab=keap-template');
    await screen.findByText('Welcome');
    await userEvent.click(screen.getByRole('button', { name: 'Add New Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add mail template' });
    // Required fields are said before anything is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The Name field is required.')).toBeTruthy();
    expect(within(dialog).getByText('The Body field is required.')).toBeTruthy();
    expect(api.writes()).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Spring offer');
    const body = within(dialog).getByLabelText(/^Body/);
    expect(body.getAttribute('maxLength')).toBe(String(MAIL_TEMPLATE_BODY_MAX_LENGTH));
    await userEvent.type(body, '<p>Hi</p>');
    expect(within(dialog).getByText(`9 of ${MAIL_TEMPLATE_BODY_MAX_LENGTH} characters.`, { exact: false })).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Type/), 'NonTransactional');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await notification()).textContent).toBe("Keap Mail Template'Spring offer' has been created.");
    const [write] = api.writes();
    expect(write).toMatchObject({ method: 'POST', path: '/api/keap/template/add', body: { id: null, name: 'Spring offer', body: '<p>Hi</p>', type: 1 } });
    expect(write?.key).toBeTruthy();
    expect(await screen.findByText('Spring offer')).toBeTruthy();
  });

  test('Edit reads the template, sends the update and says so', async () => {
    const api = stubTemplates();
    renderDashboard('/dashboard?tab=keap-template');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit mail template' });
    const name = await within(dialog).findByLabelText(/^Name/);
    expect((within(dialog).getByLabelText(/^Body/) as HTMLTextAreaElement).value).toBe('<p>Hello</p>');
    await userEvent.clear(name);
    await userEvent.type(name, 'Welcome back');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await notification()).textContent).toBe("Keap Template 'Welcome back' has been updated.");
    expect(api.writes()).toMatchObject([{ method: 'PUT', path: '/api/keap/template/update', body: { id: WELCOME.id, name: 'Welcome back', body: '<p>Hello</p>', type: 0 } }]);
  });

  test("Delete acts only after 'Delete template?' is answered Yes", async () => {
    const api = stubTemplates();
    renderDashboard('/dashboard?tab=keap-template');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Welcome' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete template' });
    expect(within(confirm).getByText('Delete template?')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(api.writes()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Welcome' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete template' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect((await notification()).textContent).toBe('Template was successfully removed');
    expect(api.writes()).toMatchObject([{ method: 'DELETE', path: `/api/keap/template/delete/${WELCOME.id}` }]);
    await waitFor(() => expect(screen.queryByText('Welcome')).toBeNull());
  });
});
