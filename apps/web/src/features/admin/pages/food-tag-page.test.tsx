// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { locationOf, renderAdminPage } from '../testing/render-admin-page';
import { FoodTagPage } from './food-tag-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const path = '/admin/dashboard/food-tag';

describe('FoodTagPage', () => {
  it('sends the name and goes to the tag list', async () => {
    const requests = fakeApi((request) =>
      request.url === '/api/restaurant/tags/' && request.method === 'POST'
        ? { status: 201, body: { id: 4, name: 'Late night', slug: 'late-night' } }
        : undefined,
    );
    const { router } = renderAdminPage(<FoodTagPage />, { path });
    fireEvent.change(screen.getByLabelText('Tag name'), { target: { value: ' Late night ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/dashboard/tag-list/'));
    expect(requests[0]?.body).toEqual({ name: 'Late night' });
  });

  it('shows the first present message, name before slug, and stays', async () => {
    fakeApi(() => ({
      status: 400,
      body: { slug: ['A tag with this slug already exists.'], name: ['Name is too long.'] },
    }));
    const { router } = renderAdminPage(<FoodTagPage />, { path });
    fireEvent.change(screen.getByLabelText('Tag name'), { target: { value: 'Popular' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Name is too long.');
    expect(locationOf(router)).toBe(path);
  });

  it('asks for a name before sending', async () => {
    const requests = fakeApi(() => undefined);
    renderAdminPage(<FoodTagPage />, { path });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
