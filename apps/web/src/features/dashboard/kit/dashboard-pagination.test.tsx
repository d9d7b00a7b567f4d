// @vitest-environment happy-dom
import '../dashboard.test-support';
import '../components/dashboard-shell';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { DashboardPagination } from './dashboard-pagination';

// spec/03 9: 10 rows a page, up to 5 page links (10 for promo codes), with
// first/last boundary links.

const pageLinks = () =>
  within(screen.getByRole('navigation', { name: 'Table pages' }))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

describe('the dashboard pagination', () => {
  test('five page links around the current page, between the boundary links', () => {
    render(<DashboardPagination page={7} count={200} onPage={() => undefined} />);
    expect(pageLinks()).toEqual(['First page', 'Previous page', 'Page 5', 'Page 6', 'Page 7', 'Page 8', 'Page 9', 'Next page', 'Last page']);
    expect(screen.getByRole('button', { name: 'Page 7' }).getAttribute('aria-current')).toBe('page');
  });

  test('ten page links when asked (promo codes)', () => {
    render(<DashboardPagination page={1} count={200} onPage={() => undefined} maxLinks={10} />);
    expect(pageLinks().filter((label) => label?.startsWith('Page '))).toHaveLength(10);
  });

  test('the first page has no way back; the last no way on', () => {
    const { unmount } = render(<DashboardPagination page={1} count={25} onPage={() => undefined} />);
    expect(pageLinks()).toEqual(['Page 1', 'Page 2', 'Page 3', 'Next page', 'Last page']);
    unmount();
    render(<DashboardPagination page={3} count={25} onPage={() => undefined} />);
    expect(pageLinks()).toEqual(['First page', 'Previous page', 'Page 1', 'Page 2', 'Page 3']);
  });

  test('one page of rows shows no pagination', () => {
    render(<DashboardPagination page={1} count={10} onPage={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  test('a link asks for its page', async () => {
    const onPage = vi.fn();
    render(<DashboardPagination page={1} count={200} onPage={onPage} />);
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPage.mock.calls).toEqual([[20], [3]]);
  });
});
