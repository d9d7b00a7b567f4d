// @vitest-environment happy-dom
import assert from 'node:assert/strict';
import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { test } from 'vitest';
import { z } from 'zod';
import { cleanedOnBlur, cleanedOnChange, keepDigits } from './cleaned-input';

const ZIP_MESSAGE = '5 digit zip code required.';
const schema = z.object({ zip: z.string().regex(/^\d{5}$/, ZIP_MESSAGE), name: z.string().min(1, 'Please add a name.') });

function ZipForm() {
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { zip: '', name: '' } });
  const message = form.formState.errors.zip?.message;
  return (
    <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
      <label htmlFor="zip">Zip</label>
      <input id="zip" {...cleanedOnChange(form.register('zip'), keepDigits(5))} />
      <label htmlFor="name">Name</label>
      <input id="name" {...cleanedOnBlur(form.register('name'), (text) => text.trim().toUpperCase())} />
      {message && <p>{message}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

test('issue 16: a pasted zip is cleaned and its message goes, as the cleaned text is what the form judges', async () => {
  render(<ZipForm />);
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await screen.findByText(ZIP_MESSAGE);

  const zip = screen.getByLabelText<HTMLInputElement>('Zip');
  fireEvent.change(zip, { target: { value: '46204-1234' } });
  assert.equal(zip.value, '46204');
  await waitFor(() => assert.equal(screen.queryByText(ZIP_MESSAGE), null));

  // A cleaned text that is still wrong keeps its message.
  fireEvent.change(zip, { target: { value: '46-2' } });
  assert.equal(zip.value, '462');
  await screen.findByText(ZIP_MESSAGE);
});

test('a field cleaned on leaving it keeps the cleaned text', () => {
  render(<ZipForm />);
  const name = screen.getByLabelText<HTMLInputElement>('Name');
  fireEvent.change(name, { target: { value: '  ana ' } });
  fireEvent.blur(name);
  assert.equal(name.value, 'ANA');
});

test('keepDigits keeps the digits, up to the length given', () => {
  assert.equal(keepDigits(5)('46204-1234'), '46204');
  assert.equal(keepDigits(10)('(317) 555-0100'), '3175550100');
  assert.equal(keepDigits()('12 34 56 78'), '12345678');
});
