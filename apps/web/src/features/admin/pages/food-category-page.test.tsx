// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, later } from '../../../testing/fake-api';
import { locationOf, renderAdminPage } from '../testing/render-admin-page';
import { FoodCategoryPage } from './food-category-page';

beforeEach(() => {
  // jsdom has no object URLs; the drop zone previews the chosen file with one.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const path = '/admin/dashboard/food-category';
const file = (name: string) => new File(['image bytes'], name, { type: 'image/png' });

describe('FoodCategoryPage', () => {
  it('uploads the first dropped file, then sends the name and image URL and goes to the category list', async () => {
    const upload = later();
    const requests = fakeApi((request) => {
      if (request.url === '/api/uploads/') return upload.reply;
      if (request.url === '/api/restaurant/category/') {
        return { status: 201, body: { id: 3, name: 'Soups', slug: 'soups', image: '/media/soup.webp' } };
      }
      return undefined;
    });
    const { router } = renderAdminPage(<FoodCategoryPage />, { path });

    expect(screen.getByText('Click to select a file to upload')).toBeTruthy();
    expect(screen.getByTestId('image-drop-zone-placeholder')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Category name'), { target: { value: 'Soups' } });
    fireEvent.drop(screen.getByTestId('image-drop-zone'), {
      dataTransfer: { files: [file('first.png'), file('second.png')] },
    });
    expect(await screen.findByText('Uploading...')).toBeTruthy();
    expect(screen.queryByText('Click to select a file to upload')).toBeNull();
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    const uploads = requests.filter((request) => request.url === '/api/uploads/');
    expect(uploads).toHaveLength(1);
    expect(((uploads[0]!.body as FormData).get('file') as File).name).toBe('first.png');

    await act(async () => upload.settle({ status: 201, body: { url: '/media/soup.webp' } }));
    expect(await screen.findByText('Click to select a file to upload')).toBeTruthy();
    expect(screen.getByAltText('Category image preview').getAttribute('src')).toBe('/media/soup.webp');

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/dashboard/category-list/'));
    expect(requests.find((request) => request.url === '/api/restaurant/category/')?.body).toEqual({
      name: 'Soups',
      image: '/media/soup.webp',
    });
  });

  it('shows only the first present message: name, then slug, then image', async () => {
    fakeApi((request) =>
      request.url === '/api/restaurant/category/'
        ? {
            status: 400,
            body: { image: ['Upload an image.'], slug: ['A category with this slug already exists.'] },
          }
        : undefined,
    );
    renderAdminPage(<FoodCategoryPage />, { path });
    fireEvent.change(screen.getByLabelText('Category name'), { target: { value: 'Pizza' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'A category with this slug already exists.',
    );
    expect(screen.queryByText('Upload an image.')).toBeNull();
  });
});
