// @vitest-environment happy-dom
import '../dashboard.test-support';
import '../components/dashboard-shell';
import { IMAGE_MESSAGES, IMAGE_UPLOAD_MAX_BYTES } from '@labstore/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import i18next from 'i18next';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clearNotification, useCurrentNotification } from '../../../lib/notifications';
import { createQueryClient } from '../../../lib/query-client';
import { json } from '../dashboard.test-support';
import { ImagePicker } from './image-picker';
import { ImageUpload } from './image-upload';

// Issue 20, spec/03 2 Image picker dialog, 8 'Upload successful' or 'Upload
// failed', 9 (9 a page, Load more while skip is below count).

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

const image = (index: number) => ({ id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, name: `image-${index}.jpg` });
const images = (count: number) => Array.from({ length: count }, (_, index) => image(index + 1));

/** The API as the picker sees it: `stored` paged by $skip and $top, and uploads answered by `onUpload`. */
function stubApi(stored: Array<{ id: string; name: string }>, onUpload: (body: unknown) => Response = () => json({ id: image(99).id, name: 'new.png' }, 201)): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, method: init?.method ?? 'GET', body: init?.body });
    const [path, query = ''] = url.split('?');
    if (path === '/api/image' && (init?.method ?? 'GET') === 'GET') {
      const params = new URLSearchParams(query);
      const skip = Number(params.get('$skip'));
      const top = Number(params.get('$top'));
      return json({ count: stored.length, items: stored.slice(skip, skip + top) });
    }
    if (init?.method === 'POST') return onUpload(init.body);
    return json({ message: `no answer for ${url}` }, 404);
  });
  return sent;
}

/** The notification bar's message, as text. */
function NotificationProbe() {
  const notification = useCurrentNotification();
  return notification ? <output data-testid="notification">{notification.message}</output> : null;
}

const show = (ui: React.ReactNode) => render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

afterEach(async () => {
  clearNotification();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('the image picker', () => {
  test('shows 9 images a page as buttons named by their names, with their thumbnails; Load more while fewer are shown than there are', async () => {
    const sent = stubApi(images(11));
    show(<ImagePicker open onClose={vi.fn()} onPick={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
    const grid = await within(dialog).findByRole('list', { name: 'Images' });
    const buttons = within(grid).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(images(9).map((each) => each.name));
    expect(within(buttons[0]!).getByRole('presentation', { hidden: true }).getAttribute('src')).toBe(`/api/image/thumbnail/${image(1).id}`);
    expect(sent.map((request) => request.url)).toEqual(['/api/image?%24skip=0&%24top=9']);
    expect(within(dialog).getByText('9 of 11 images')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(grid).getAllByRole('button')).toHaveLength(11));
    expect(sent.at(-1)?.url).toBe('/api/image?%24skip=9&%24top=9');
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(within(dialog).getByText('11 of 11 images')).toBeTruthy();
    // The keyboard goes on where the new images begin.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('image-10.jpg'));
  });

  test('axe finds no violation in the open picker (colour contrast aside: happy-dom lays nothing out)', async () => {
    stubApi(images(11));
    show(<ImagePicker open onClose={vi.fn()} onPick={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
    await within(dialog).findByRole('button', { name: 'image-1.jpg' });
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`)).toEqual([]);
  });

  test('no Load more when one page holds them all', async () => {
    stubApi(images(9));
    show(<ImagePicker open onClose={vi.fn()} onPick={vi.fn()} />);
    expect(await screen.findByText('9 of 9 images')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  test('picking an image hands back its id and preview address, and closes', async () => {
    stubApi(images(3));
    const onPick = vi.fn();
    const onClose = vi.fn();
    show(<ImagePicker open onClose={onClose} onPick={onPick} />);
    fireEvent.click(await screen.findByRole('button', { name: 'image-2.jpg' }));
    expect(onPick).toHaveBeenCalledWith({ id: image(2).id, previewUrl: `/api/image/${image(2).id}` });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('the close control closes without a pick', async () => {
    stubApi(images(1));
    const onPick = vi.fn();
    const onClose = vi.fn();
    show(<ImagePicker open onClose={onClose} onPick={onPick} />);
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onPick).not.toHaveBeenCalled();
  });

  test('asks for nothing while closed; says so when there are no images', async () => {
    const sent = stubApi([]);
    const view = show(<ImagePicker open={false} onClose={vi.fn()} onPick={vi.fn()} />);
    expect(sent).toEqual([]);
    view.rerender(
      <QueryClientProvider client={createQueryClient()}>
        <ImagePicker open onClose={vi.fn()} onPick={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('No images yet: upload one.')).toBeTruthy();
  });

  test('an image uploaded in the picker is stored in the gallery, and the list is read again with it first', async () => {
    const stored = images(2);
    const sent = stubApi(stored, () => {
      stored.unshift({ id: image(99).id, name: 'new.png' });
      return json({ id: image(99).id, name: 'new.png' }, 201);
    });
    show(<ImagePicker open onClose={vi.fn()} onPick={vi.fn()} />);
    await screen.findByRole('button', { name: 'image-1.jpg' });
    fireEvent.change(screen.getByLabelText('Upload an image'), { target: { files: [new File(['png'], 'new.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Upload successful')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /\.(png|jpg)$/ }).map((button) => button.textContent)).toEqual(['new.png', 'image-1.jpg', 'image-2.jpg']));
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual(['/api/image']);
  });
});

describe('the image upload control', () => {
  test("sends the chosen file as multipart form data, says 'Upload successful' and hands back the stored image", async () => {
    const sent = stubApi([]);
    const onUploaded = vi.fn();
    show(<ImageUpload target="blog" onUploaded={onUploaded} />);
    const file = new File(['jpeg bytes'], 'cover.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Upload an image'), { target: { files: [file] } });
    expect((await screen.findByRole('status')).textContent).toBe('Upload successful');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/image/blog');
    const body = sent[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
    expect(((body as FormData).get('file') as File).name).toBe('cover.jpg');
    expect(onUploaded).toHaveBeenCalledWith({ id: image(99).id, name: 'new.png', previewUrl: `/api/image/${image(99).id}` });
  });

  test("a refusal says 'Upload failed' with the server's reason, and nothing else announces it", async () => {
    stubApi([], () => json({ message: IMAGE_MESSAGES.wrongType }, 415));
    const onUploaded = vi.fn();
    show(
      <>
        <ImageUpload onUploaded={onUploaded} />
        <NotificationProbe />
      </>,
    );
    fireEvent.change(screen.getByLabelText('Upload an image'), { target: { files: [new File(['%PDF-1.4'], 'scan.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`Upload failed: ${IMAGE_MESSAGES.wrongType}`));
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.queryByTestId('notification')).toBeNull();
  });

  test('a file over 5 MB is refused before it is sent', async () => {
    const sent = stubApi([]);
    show(<ImageUpload />);
    const big = new File([new Uint8Array(IMAGE_UPLOAD_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Upload an image'), { target: { files: [big] } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`Upload failed: ${IMAGE_MESSAGES.tooLarge}`));
    expect(sent).toEqual([]);
  });

  test('speaks Spanish: its label, hint and outcome', async () => {
    await i18next.changeLanguage('es');
    stubApi([]);
    show(<ImageUpload label={undefined} />);
    expect(screen.getByText('JPEG, PNG o WebP, como máximo 5 MB.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Subir una imagen'), { target: { files: [new File(['x'], 'a.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Carga exitosa'));
  });
});
