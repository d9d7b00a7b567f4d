// @vitest-environment happy-dom
import '../../dashboard.test-support';
import type { StoreFees } from '@labstore/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AuthSession } from '../../../../lib/session/session-record';
import { json, renderDashboard, session } from '../../dashboard.test-support';

// Issue 20: the Fees tab shows the three fees, refuses a wrong amount before
// sending, and saves with the server's 'Updated.'.

const auth = vi.hoisted(() => ({ session: null as AuthSession | null }));
vi.mock('../../../../lib/session/current-session', async (original) => ({
  ...(await original<typeof import('../../../../lib/session/current-session')>()),
  useAuthSession: () => auth.session,
}));

beforeEach(() => {
  auth.session = session({ isAdmin: true });
});
afterEach(() => vi.unstubAllGlobals());

function stubFees() {
  const puts: unknown[] = [];
  let fees: StoreFees = { processingFee: 0, physicianOversightFee: 6, labDrawFee: 4 };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).split('?')[0];
    if (path === '/api/settings/fees' && (init.method ?? 'GET') === 'GET') return json(fees);
    if (path === '/api/settings/fees' && init.method === 'PUT') {
      fees = JSON.parse(String(init.body)) as StoreFees;
      puts.push(fees);
      return json({ message: 'Updated.', fees });
    }
    return json({ message: `no answer for ${path}` }, 404);
  });
  return puts;
}

describe('the Fees tab', () => {
  test('shows the fees, refuses a negative amount, and saves', async () => {
    const puts = stubFees();
    renderDashboard('/dashboard?tab=fees');
    const form = (await screen.findByRole('heading', { name: 'Store fees' })).closest('form')!;
    const oversight = within(form).getByLabelText(/^Physician oversight fee/) as HTMLInputElement;
    expect(oversight.value).toBe('6');
    expect((within(form).getByLabelText(/^Lab draw fee/) as HTMLInputElement).value).toBe('4');

    const labDraw = within(form).getByLabelText(/^Lab draw fee/);
    await userEvent.clear(labDraw);
    await userEvent.type(labDraw, '-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('A fee must be an amount from 0 to 1000 dollars, in whole cents.')).toBeTruthy();
    expect(puts).toEqual([]);

    await userEvent.clear(labDraw);
    await userEvent.type(labDraw, '5.5');
    await userEvent.clear(oversight);
    await userEvent.type(oversight, '7.25');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('notification')).textContent).toBe('Updated.');
    expect(puts).toEqual([{ processingFee: 0, physicianOversightFee: 7.25, labDrawFee: 5.5 }]);
  });
});
