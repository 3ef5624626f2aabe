// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { fakeApi } from '../../../testing/fake-api';
import { stats } from '../testing/owner-fixtures';
import { OwnerHomePage } from './owner-home-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const recent = [
  { id: 31, image: '/media/a.webp', name: 'Kacchi Biryani', price: 420 },
  { id: 30, image: '', name: 'Borhani', price: 80.5 },
];

function figure(key: string) {
  return within(screen.getByTestId(`stat-${key}`));
}

describe('OwnerHomePage', () => {
  it('shows skeletons, then six cards each with its own figure', async () => {
    fakeApi((request) => {
      if (request.path === '/api/restaurant/data/') return { body: stats };
      if (request.path === '/api/restaurant/recent-products/') return { body: recent };
      return undefined;
    });
    renderPage(<OwnerHomePage />);
    expect(screen.getByTestId('stats-loading')).toBeTruthy();
    expect(screen.getByTestId('recent-products-loading')).toBeTruthy();

    await screen.findByTestId('stat-total_orders');
    const cards: Array<[string, string, string]> = [
      ['total_orders', 'Total Orders', '42'],
      ['pending_orders', 'Pending Orders', '7'],
      ['completed_orders', 'Completed Orders', '30'],
      ['cancel_orders', 'Canceled Orders', '5'],
      ['total_products', 'Total Products', '11'],
      ['total_sales', 'Total Sales', 'TK 1,23,456.50'],
    ];
    for (const [key, label, value] of cards) {
      expect(figure(key).getByText(label)).toBeTruthy();
      expect(figure(key).getByTestId('stat-value').textContent).toBe(value);
    }
    expect(
      screen.getAllByRole('listitem').filter((item) => item.dataset.testid?.startsWith('stat-')),
    ).toHaveLength(6);
  });

  it('charts all twelve months, Jan to Dec, in taka', async () => {
    fakeApi((request) => {
      if (request.path === '/api/restaurant/data/') return { body: stats };
      if (request.path === '/api/restaurant/recent-products/') return { body: [] };
      return undefined;
    });
    renderPage(<OwnerHomePage />);
    const table = await screen.findByTestId('sales-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'JanTK 1,000.00',
      'FebTK 2,000.00',
      'MarTK 0.00',
      'AprTK 4,500.50',
      'MayTK 0.00',
      'JunTK 0.00',
      'JulTK 0.00',
      'AugTK 0.00',
      'SepTK 0.00',
      'OctTK 0.00',
      'NovTK 0.00',
      'DecTK 99.00',
    ]);
    expect(within(screen.getByTestId('overview-sales')).getByRole('heading').textContent).toBe(
      'Overview Sales',
    );
    expect(screen.getByText('No products yet. Add your first food item.')).toBeTruthy();
  });

  it('lists the recently added products with id, image and name, and price', async () => {
    fakeApi((request) => {
      if (request.path === '/api/restaurant/data/') return { body: stats };
      if (request.path === '/api/restaurant/recent-products/') return { body: recent };
      return undefined;
    });
    renderPage(<OwnerHomePage />);
    const rows = await screen.findAllByTestId('recent-product');
    expect(rows.map((row) => row.textContent)).toEqual(['#31Kacchi BiryaniTK 420.00', '#30BorhaniTK 80.50']);
    expect(rows[0]?.querySelector('img')?.getAttribute('src')).toBe('/media/a.webp');
  });

  it('says so when the figures fail, and explains a missing restaurant', async () => {
    fakeApi((request) =>
      request.path === '/api/restaurant/data/' ? { status: 500, body: { detail: 'boom' } } : { body: [] },
    );
    renderPage(<OwnerHomePage />);
    expect((await screen.findByTestId('error-state')).textContent).toContain(
      'The figures could not be loaded.',
    );
    expect(screen.getByText('Sales could not be loaded.')).toBeTruthy();
    cleanup();

    fakeApi(() => ({ status: 404, body: { error: 'Restaurant not found' } }));
    renderPage(<OwnerHomePage />);
    expect((await screen.findByTestId('no-restaurant')).textContent).toContain('You have no restaurant yet');
  });
});
