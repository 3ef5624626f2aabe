// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toast';
import { clearStoredUser } from '../../../lib/auth-storage';
import { fakeApi, pagedOf } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { closeToasts, successToast } from '../../../testing/toasts';
import { signInAsOwner } from '../testing/owner-api';
import {
  board,
  categories,
  food,
  ordersRoute,
  ownerTicket,
  restaurant,
  tags,
} from '../testing/owner-fixtures';
import { FoodItemsPage } from './food-items-page';
import { OwnerOrdersPage } from './owner-orders-page';
import { UpdateFoodItemPage } from './update-food-item-page';
import { UpdateRestaurantInfoPage } from './update-restaurant-info-page';

beforeEach(signInAsOwner);
afterEach(() => {
  closeToasts();
  cleanup();
  clearStoredUser();
  vi.unstubAllGlobals();
});

describe('owner actions confirm with a toast', () => {
  it('names the deleted food, once the server has deleted it', async () => {
    fakeApi((request) => {
      if (request.path === '/api/restaurant/foods/') return { body: pagedOf([food(1), food(2)]) };
      if (request.method === 'DELETE') return { body: { message: 'Deleted' } };
      return { body: [] };
    });
    render(<Toaster />);
    renderPage(<FoodItemsPage />, {
      path: '/restaurant/dashboard/food-items',
      url: '/restaurant/dashboard/food-items/',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Food 2' }));
    expect(screen.queryByTestId('toast')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Delete Food 2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await successToast()).toBe('Food 2 was deleted from your menu.');
    expect(screen.getByTestId('toast').closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
  });

  it('confirms the saved restaurant; a refusal shows no success toast', async () => {
    let refuse = true;
    fakeApi((request) => {
      if (request.path === '/api/restaurant/info/') return { body: restaurant };
      if (request.method === 'PUT') {
        return refuse
          ? { status: 400, body: { address: ['This field may not be blank.'] } }
          : { body: restaurant };
      }
      return undefined;
    });
    render(<Toaster />);
    renderPage(<UpdateRestaurantInfoPage />, {
      path: '/restaurant/dashboard/update-restaurant-info',
      url: '/restaurant/dashboard/update-restaurant-info/',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await screen.findByText('This field may not be blank.');
    expect(screen.queryByTestId('toast')).toBeNull();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await successToast()).toBe("Your restaurant's details were saved.");
  });

  it('says a one-click ticket move went through, and why one failed', async () => {
    const preparing = ownerTicket(2, {
      stage: 'preparing',
      prep_minutes: 20,
      next_stages: ['out_for_delivery'],
    });
    let refuse = false;
    fakeApi((request) => {
      if (request.path === '/api/events/') return new Response(new ReadableStream(), { status: 200 });
      if (request.path === '/api/restaurant/tickets/') return { body: board([preparing]) };
      if (request.method !== 'POST') return undefined;
      if (refuse)
        return { status: 409, body: { error: 'A ticket cannot move from Delivered to Out for delivery.' } };
      return { body: { ...preparing, stage: 'out_for_delivery', next_stages: ['delivered'] } };
    });
    render(<Toaster />);
    renderPage(<OwnerOrdersPage />, ordersRoute);
    const move = await screen.findByRole('button', { name: 'Out for delivery ticket #102-1' });
    fireEvent.click(move);
    expect(await successToast()).toBe('Ticket #102-1 is now Out for delivery.');
    closeToasts();
    refuse = true;
    await waitFor(() => expect(move).toHaveProperty('disabled', false));
    fireEvent.click(move);
    expect((await screen.findByTestId('toast-error')).textContent).toBe(
      'Ticket #102-1 could not be moved: A ticket cannot move from Delivered to Out for delivery.',
    );
  });

  it('names the saved food once the server took it, and the toast outlives the page', async () => {
    fakeApi((request) => {
      if (request.path === '/api/restaurant/categories/') return { body: categories };
      if (request.path === '/api/restaurant/tags/') return { body: tags };
      if (request.method === 'GET' && request.path === '/api/restaurant/item/update/9/')
        return { body: food(9) };
      if (request.method === 'PUT') return { body: food(9, { name: 'Beef Tehari' }) };
      return undefined;
    });
    render(<Toaster />);
    renderPage(<UpdateFoodItemPage />, {
      path: '/restaurant/dashboard/update-food-item/:id',
      url: '/restaurant/dashboard/update-food-item/9/',
    });
    await screen.findByTestId('food-form');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Beef Tehari' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/restaurant/dashboard/food-items/');
    expect(await successToast()).toBe('Changes to Beef Tehari were saved.');
  });
});
