// @vitest-environment happy-dom
import '../../dashboard.test-support';
import '../../components/dashboard-shell';
import { ADMIN_BLOG_MESSAGES, type AdminBlogArticle, type AdminBlogArticleRow } from '@labstore/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useCurrentNotification } from '../../../../lib/notifications';
import { createQueryClient } from '../../../../lib/query-client';
import { json } from '../../dashboard.test-support';
import { BlogArticlesTab } from './blog-articles-tab';

// spec/03 2 Blog Articles tab, 5 Article, 8: the list (name, status, views)
// and its title search, the editor dialog judged by the API's schema (its
// messages after a submit attempt, 'Add New Author', the image padding's two
// messages), Edit read at the admin path, Remove after 'Delete article?'.

const ARTICLE_ID = '0b6f1f0e-6a53-4f7c-9d0e-1f2a3b4c5d6e';
const AUTHOR_ID = '5a0c7e2d-3b1f-4c6a-8e9d-2f4b6a8c0e1d';
const row = (overrides: Partial<AdminBlogArticleRow>): AdminBlogArticleRow => ({
  id: ARTICLE_ID,
  title: 'Fasting before a blood test',
  slug: 'fasting-before-a-blood-test',
  author: 'Dana Whitfield',
  isActive: true,
  viewCount: 321,
  createDate: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
const fasting = row({});
const many = Array.from({ length: 10 }, (_, index) => row({ id: `id-${index}`, slug: `a-${index}`, title: `Article ${index}`, isActive: index % 2 === 0, viewCount: index }));
const stored: AdminBlogArticle = {
  id: ARTICLE_ID,
  title: 'Fasting before a blood test',
  slug: 'fasting-before-a-blood-test',
  shortDescription: 'What to do the night before.',
  authorId: AUTHOR_ID,
  author: 'Dana Whitfield',
  estimateLength: 4,
  text: '<p>Drink water.</p>',
  pageTitle: 'Fasting | labstore',
  metaDescription: 'Fasting before a test',
  metaRobots: 'index, follow',
  imageId: null,
  isActive: true,
  viewCount: 321,
  createDate: '2026-11-01T10:00:00.000Z',
  updatedDate: '2026-11-01T10:00:00.000Z',
};

interface Sent {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

/** The blog admin API: the list answers by title; writes answer what `answer` says. Records every request. */
function stubBlog(answer: (sent: Sent) => Response | undefined = () => undefined) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const [path = '', query = ''] = String(input).split('?');
    const request = { method: init.method ?? 'GET', path, query, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
    sent.push(request);
    const special = answer(request);
    if (special) return special;
    if (path === '/api/blog/get/all/admin') {
      const params = new URLSearchParams(query);
      const title = params.get('title') ?? '';
      const skip = Number(params.get('$skip') ?? 0);
      const all = [fasting, ...many].filter((item) => item.title.toLowerCase().includes(title.toLowerCase()));
      return json({ items: all.slice(skip, skip + 10), count: all.length });
    }
    if (path === '/api/blog/get/all/authors') return json({ items: [{ id: AUTHOR_ID, name: 'Dana Whitfield' }], count: 1 });
    if (path === `/api/blog/admin/${ARTICLE_ID}`) return json(stored);
    return json({ message: `no answer for ${path}` }, 404);
  });
  return { sent, writes: () => sent.filter((request) => request.method !== 'GET') };
}

function Watchers() {
  const notification = useCurrentNotification();
  return notification ? <output data-testid="notification">{notification.message}</output> : null;
}

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BlogArticlesTab />
      <Watchers />
    </QueryClientProvider>,
  );

const openAdd = async () => {
  await screen.findByText('Fasting before a blood test');
  await userEvent.click(screen.getByRole('button', { name: 'Add New Article' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Article' });
  // The editor is a chunk of its own: wait for its editable area.
  await within(dialog).findByRole('textbox', { name: /^Text/ });
  return dialog;
};

afterEach(() => vi.unstubAllGlobals());

describe('the Blog Articles tab', () => {
  test('lists name, status (Active/Disabled) and views, 10 a page; the title search asks the server', async () => {
    const api = stubBlog();
    show();
    const table = await screen.findByRole('table', { name: 'Blog articles' });
    const first = (await within(table).findByText('Fasting before a blood test')).closest('tr');
    if (!first) throw new Error('no row');
    expect(within(first).getByText('Active')).toBeTruthy();
    expect(within(first).getByText('321')).toBeTruthy();
    expect(within(table).getAllByText('Disabled').length).toBeGreaterThan(0);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(new URLSearchParams(api.sent[0]?.query).get('$top')).toBe('10');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'fasting');
    await waitFor(() => expect(new URLSearchParams(api.sent.at(-1)?.query).get('title')).toBe('fasting'));
    await waitFor(() => expect(within(table).queryByText('Article 9')).toBeNull());
  });

  test("the dialog shows spec/03 5's messages only after a submit attempt and sends nothing while they stand", async () => {
    const api = stubBlog();
    show();
    const dialog = await openAdd();
    expect(within(dialog).queryByText(ADMIN_BLOG_MESSAGES.shortDescriptionRequired)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of [
      'The Short Description Field is required',
      'The Author Field is required',
      'The Estimate Length Field is required',
      'The Text Field is required',
      'The Page Title Field is required',
      'The Meta Description Field is required',
      'The Meta Robots Field is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(within(dialog).getByRole('textbox', { name: /^Text/ }).getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([]);
  });

  test("'Add New Author' (the empty choice) asks for a new name; an author of the list does not", async () => {
    stubBlog();
    show();
    const dialog = await openAdd();
    const author = within(dialog).getByRole('combobox', { name: /^Author/ });
    expect((author as HTMLSelectElement).value).toBe('');
    expect(within(dialog).getByRole('textbox', { name: /^New author name/ })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ADMIN_BLOG_MESSAGES.authorRequired)).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^New author name/ }), 'Ana Ruiz');
    await waitFor(() => expect(within(dialog).queryByText(ADMIN_BLOG_MESSAGES.authorRequired)).toBeNull());

    await within(dialog).findByRole('option', { name: 'Dana Whitfield' });
    await userEvent.selectOptions(author, AUTHOR_ID);
    expect(within(dialog).queryByRole('textbox', { name: /^New author name/ })).toBeNull();
  });

  test("image padding: 'Please enter a valid number for padding.', then 'Please select an image to apply padding.'", async () => {
    stubBlog();
    show();
    const dialog = await openAdd();
    const padding = within(dialog).getByRole('textbox', { name: 'Image padding (px)' });
    await userEvent.type(padding, 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply padding' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please enter a valid number for padding.');
    await userEvent.clear(padding);
    await userEvent.type(padding, '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply padding' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please select an image to apply padding.');
  });

  test('the editor offers font sizes 8 to 72, 18 shown by default; axe finds no violation in the open dialog', async () => {
    stubBlog();
    show();
    const dialog = await openAdd();
    const size = within(dialog).getByRole('combobox', { name: 'Font size' });
    const sizes = within(size).getAllByRole('option').map((option) => Number(option.textContent));
    expect([sizes[0], sizes.at(-1), (size as HTMLSelectElement).value]).toEqual([8, 72, '18']);
    expect(within(dialog).getByRole('toolbar', { name: 'Text formatting' })).toBeTruthy();
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`)).toEqual([]);
  });

  test('Edit reads the article at its admin path and sends a PUT with its id, never the view count', async () => {
    const updated = 'Article was successfully updated';
    const api = stubBlog((request) => (request.method === 'PUT' ? json({ article: stored, message: updated }) : undefined));
    show();
    await screen.findByText('Fasting before a blood test');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Fasting before a blood test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Article' });
    expect(api.sent.some((request) => request.path === `/api/blog/admin/${ARTICLE_ID}`)).toBe(true);
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveProperty('value', 'Fasting before a blood test');
    expect(within(dialog).getByText('Views: 321')).toBeTruthy();
    await within(dialog).findByRole('textbox', { name: /^Text/ });
    await within(dialog).findByRole('option', { name: 'Dana Whitfield' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /^Estimate length/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Estimate length/ }), '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('notification')).textContent).toBe(updated);
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/blog/update',
        query: '',
        body: {
          id: ARTICLE_ID,
          title: stored.title,
          shortDescription: stored.shortDescription,
          authorId: AUTHOR_ID,
          newAuthorName: '',
          estimateLength: 6,
          text: '<p>Drink water.</p>',
          pageTitle: stored.pageTitle,
          metaDescription: stored.metaDescription,
          metaRobots: stored.metaRobots,
          imageId: null,
          slug: stored.slug,
          isActive: true,
        },
      },
    ]);
  });

  test("'Add New Author' sends the new name with an empty author; the server adds it with the article", async () => {
    const api = stubBlog((request) => (request.method === 'PUT' ? json({ article: { ...stored, author: 'Ana Ruiz' }, message: 'Article was successfully updated' }) : undefined));
    show();
    await screen.findByText('Fasting before a blood test');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Fasting before a blood test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Article' });
    await within(dialog).findByRole('option', { name: 'Dana Whitfield' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Author/ }), '');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^New author name/ }), ' Ana Ruiz ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('notification')).textContent).toBe('Article was successfully updated');
    expect(api.writes()[0]?.body).toMatchObject({ id: ARTICLE_ID, authorId: null, newAuthorName: 'Ana Ruiz' });
  });

  test("Add: every field filled, Save posts the article and says 'Article was successfully added'", async () => {
    const api = stubBlog((request) => (request.method === 'POST' ? json({ article: stored, message: 'Article was successfully added' }) : undefined));
    show();
    const dialog = await openAdd();
    await within(dialog).findByRole('option', { name: 'Dana Whitfield' });
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    await userEvent.type(field(/^Title/), 'Iron and ferritin');
    await userEvent.type(field(/^Short description/), 'Why ferritin matters.');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Author/ }), AUTHOR_ID);
    await userEvent.type(field(/^Estimate length/), '5');
    await userEvent.click(field(/^Text/));
    await userEvent.type(field(/^Text/), 'Ferritin stores iron.');
    await userEvent.type(field(/^Page title/), 'Iron | labstore');
    await userEvent.type(field(/^Meta description/), 'About ferritin');
    await userEvent.type(field(/^Meta robots/), 'index, follow');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('notification')).textContent).toBe('Article was successfully added');
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/blog',
        query: '',
        body: {
          title: 'Iron and ferritin',
          shortDescription: 'Why ferritin matters.',
          authorId: AUTHOR_ID,
          newAuthorName: '',
          estimateLength: 5,
          text: '<p>Ferritin stores iron.</p>',
          pageTitle: 'Iron | labstore',
          metaDescription: 'About ferritin',
          metaRobots: 'index, follow',
          imageId: null,
          slug: '',
          isActive: true,
        },
      },
    ]);
  });

  test('Edit of an article gone meanwhile: the error is shown, no dialog opens, and Edit can be asked again', async () => {
    const api = stubBlog((request) => (request.path.startsWith('/api/blog/admin/') ? json({ message: 'There is no such article.' }, 404) : undefined));
    show();
    await screen.findByText('Fasting before a blood test');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Fasting before a blood test' }));
    expect((await screen.findByTestId('notification')).textContent).toContain('There is no such article.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Fasting before a blood test' }));
    await waitFor(() => expect(api.sent.filter((request) => request.path.startsWith('/api/blog/admin/')).length).toBe(2));
  });

  test("Remove asks 'Delete article?': No sends nothing, Yes deletes by articleId and says so", async () => {
    const api = stubBlog((request) => (request.method === 'DELETE' ? json({ id: ARTICLE_ID, message: 'Article was successfully removed' }) : undefined));
    show();
    await screen.findByText('Fasting before a blood test');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Fasting before a blood test' }));
    expect(screen.getByText('Delete article?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(api.writes()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Fasting before a blood test' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect((await screen.findByTestId('notification')).textContent).toBe('Article was successfully removed');
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/blog/delete', query: `articleId=${ARTICLE_ID}`, body: undefined }]);
  });
});
