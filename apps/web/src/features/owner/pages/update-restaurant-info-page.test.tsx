// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { fakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { restaurant } from '../testing/owner-fixtures';
import { UpdateRestaurantInfoPage } from './update-restaurant-info-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const route = {
  path: '/restaurant/dashboard/update-restaurant-info',
  url: '/restaurant/dashboard/update-restaurant-info/',
};

function api(update: () => FakeAnswer) {
  return fakeApi((request) => {
    if (request.path === '/api/restaurant/info/') return { body: restaurant };
    if (request.method === 'PUT' && request.path === '/api/restaurant/update/') return update();
    return undefined;
  });
}

describe('UpdateRestaurantInfoPage', () => {
  it('loads the restaurant, saves name, phone and address, keeps the cover, then goes to the dashboard', async () => {
    const sent = api(() => ({ body: { ...restaurant, name: 'Kacchi Bhai Gulshan' } }));
    renderPage(<UpdateRestaurantInfoPage />, route);
    expect(screen.getByTestId('restaurant-form-loading')).toBeTruthy();
    await screen.findByTestId('restaurant-form');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Kacchi Bhai');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('01711000000');
    expect((screen.getByLabelText('Address') as HTMLTextAreaElement).value).toBe(
      'House 12, Road 5, Dhanmondi',
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Kacchi Bhai Gulshan ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/restaurant/dashboard/');
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      name: 'Kacchi Bhai Gulshan',
      phone_number: '01711000000',
      address: 'House 12, Road 5, Dhanmondi',
      cover_image: null,
    });
  });

  it('shows the first present message: name, address, phone_number, cover_image, then error', async () => {
    const answers: FakeAnswer[] = [
      { status: 400, body: { cover_image: ['Bad image.'], phone_number: ['Enter a valid phone number.'] } },
      { status: 400, body: { error: 'Nope.', address: ['Address is required.'] } },
    ];
    api(() => answers.shift()!);
    renderPage(<UpdateRestaurantInfoPage />, route);
    await screen.findByTestId('restaurant-form');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Enter a valid phone number.');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toBe('Address is required.'));
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('explains a missing restaurant instead of a form', async () => {
    fakeApi(() => ({ status: 404, body: { error: 'Restaurant not found' } }));
    renderPage(<UpdateRestaurantInfoPage />, route);
    expect(await screen.findByTestId('no-restaurant')).toBeTruthy();
    expect(screen.queryByTestId('restaurant-form')).toBeNull();
  });
});
