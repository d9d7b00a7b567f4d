// @vitest-environment happy-dom
import '../../dashboard.test-support';
import '../../components/dashboard-shell';
import type { AdminBlogArticle, AdminBlogArticleRow } from '@labstore/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useCurrentNotification } from '../../../../lib/notifications';
import { createQueryClient } from '../../../../lib/query-client';
import { json } from '../../dashboard.test-support';
import { BlogArticlesTab } from './blog-articles-tab';

// spec/03 2 Blog Articles: an article's font sizes and images' padding come
// back from the server as data-font-size / data-padding (the sanitizer's
// form, packages/db rich-text.ts); Edit shows them and Save sends them again
// as the styles the sanitizer turns back into the same data attributes.

const ARTICLE_ID = '0b6f1f0e-6a53-4f7c-9d0e-1f2a3b4c5d6e';
const AUTHOR_ID = '5a0c7e2d-3b1f-4c6a-8e9d-2f4b6a8c0e1d';
const row: AdminBlogArticleRow = {
  id: ARTICLE_ID,
  title: 'Fasting before a blood test',
  slug: 'fasting-before-a-blood-test',
  author: 'Dana Whitfield',
  isActive: true,
  viewCount: 3,
  createDate: '2026-11-01T10:00:00.000Z',
};
const stored: AdminBlogArticle = {
  id: ARTICLE_ID,
  title: row.title,
  slug: row.slug,
  shortDescription: 'What to do the night before.',
  authorId: AUTHOR_ID,
  author: 'Dana Whitfield',
  estimateLength: 4,
  text: '<p>Drink <span data-font-size="24">plenty of</span> water.</p><img src="/api/image/7" alt="Glass" data-padding="12" />',
  pageTitle: 'Fasting | labstore',
  metaDescription: 'Fasting before a test',
  metaRobots: 'index, follow',
  imageId: null,
  isActive: true,
  viewCount: 3,
  createDate: '2026-11-01T10:00:00.000Z',
  updatedDate: '2026-11-01T10:00:00.000Z',
};

function stubBlog() {
  const writes: { method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).split('?')[0];
    const method = init.method ?? 'GET';
    if (method !== 'GET') {
      writes.push({ method, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined });
      return json({ article: stored, message: 'Article was successfully updated' });
    }
    if (path === '/api/blog/get/all/admin') return json({ items: [row], count: 1 });
    if (path === '/api/blog/get/all/authors') return json({ items: [{ id: AUTHOR_ID, name: 'Dana Whitfield' }], count: 1 });
    if (path === `/api/blog/admin/${ARTICLE_ID}`) return json(stored);
    return json({ message: `no answer for ${path}` }, 404);
  });
  return writes;
}

function Watchers() {
  const notification = useCurrentNotification();
  return notification ? <output data-testid="notification">{notification.message}</output> : null;
}

async function openEdit() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BlogArticlesTab />
      <Watchers />
    </QueryClientProvider>,
  );
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${row.title}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Article' });
  const text = await within(dialog).findByRole('textbox', { name: /^Text/ });
  await within(dialog).findByRole('option', { name: 'Dana Whitfield' });
  return { dialog, text };
}

/** Puts the caret inside `node`'s text, as a click there would (happy-dom has no layout to click into). */
function caretIn(node: Node, offset: number) {
  const selection = document.getSelection();
  if (!selection) throw new Error('no selection');
  selection.collapse(node, offset);
  document.dispatchEvent(new Event('selectionchange'));
}

afterEach(() => vi.unstubAllGlobals());

describe('the article editor keeps font sizes and image padding', () => {
  test('an article stored with <span data-font-size="24"> shows 24 in the size control with the caret in it, 18 outside', async () => {
    stubBlog();
    const { dialog, text } = await openEdit();
    const size = within(dialog).getByRole('combobox', { name: 'Font size' }) as HTMLSelectElement;
    const big = await within(text).findByText('plenty of');
    // The editor shows it with the size (its own style, in the admin's page).
    expect(big.closest('span')?.style.fontSize).toBe('24px');
    text.focus();
    const inside = big.firstChild;
    if (!inside) throw new Error('no text');
    caretIn(inside, 3);
    await waitFor(() => expect(size.value).toBe('24'));
    const plain = text.querySelector('p')?.firstChild;
    if (!plain) throw new Error('no text');
    caretIn(plain, 2);
    await waitFor(() => expect(size.value).toBe('18'));
    expect(within(text).getByRole('img', { name: 'Glass' }).style.padding).toBe('12px');
  });

  test('Save, the text untouched, sends it as stored: the data attributes the sanitizer keeps', async () => {
    const writes = stubBlog();
    const { dialog } = await openEdit();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('notification')).textContent).toBe('Article was successfully updated');
    expect((writes[0]?.body as { text: string }).text).toBe(stored.text);
  });

  test('Save after an edit sends the font size and the padding as the styles the sanitizer turns into data-font-size and data-padding', async () => {
    const writes = stubBlog();
    const { dialog, text } = await openEdit();
    const last = text.querySelector('p')?.lastChild;
    if (!last?.textContent) throw new Error('no text');
    text.focus();
    caretIn(last, last.textContent.length);
    await userEvent.keyboard(' Now.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('notification')).textContent).toBe('Article was successfully updated');
    const sent = (writes[0]?.body as { text: string }).text;
    expect(sent).toContain('Now.');
    // packages/db rich-text.test.ts: exactly these forms become data-font-size="24" and data-padding="12".
    expect(sent).toContain('<span style="font-size: 24px;">plenty of</span>');
    expect(sent).toMatch(/<img [^>]*style="padding: 12px;"/);
  });

  test('a padding the sanitizer would not keep (a fraction, more than 200) is not a valid number for padding', async () => {
    stubBlog();
    const { dialog } = await openEdit();
    const padding = within(dialog).getByRole('textbox', { name: 'Image padding (px)' });
    for (const typed of ['2.5', '201']) {
      await userEvent.clear(padding);
      await userEvent.type(padding, typed);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Apply padding' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Please enter a valid number for padding.');
    }
    await userEvent.clear(padding);
    await userEvent.type(padding, '200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply padding' }));
    // 200 is a kept padding: what is missing now is the image.
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Please select an image to apply padding.'));
  });
});
