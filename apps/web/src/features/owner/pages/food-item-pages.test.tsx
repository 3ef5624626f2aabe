// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, later, type FakeAnswer, type FakeRequest } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { categories, food, tags } from '../testing/owner-fixtures';
import { AddFoodItemPage } from './add-food-item-page';
import { UpdateFoodItemPage } from './update-food-item-page';

beforeEach(() => {
  // jsdom has no object URLs; the drop zone previews the chosen file with one.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Lookups answer; `save` answers the add or update call. */
function api(save: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>, item = food(9)) {
  return fakeApi((request) => {
    if (request.path === '/api/restaurant/categories/') return { body: categories };
    if (request.path === '/api/restaurant/tags/') return { body: tags };
    if (request.path === '/api/uploads/') return { status: 201, body: { url: '/media/tehari.webp' } };
    if (request.method === 'GET' && request.path === '/api/restaurant/item/update/9/') return { body: item };
    if (request.path === '/api/restaurant/item/add' || request.path === '/api/restaurant/item/update/9/') {
      return save(request);
    }
    return undefined;
  });
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillNewFood() {
  fill('Name', 'Beef Tehari');
  fill('Price', '320.5');
  fill('Category', '2');
  fill('Sub category', '6');
  fill('Description', 'Mustard oil, small cubes of beef');
  const file = new File(['fake image'], 'tehari.png', { type: 'image/png' });
  fireEvent.change(screen.getByLabelText('Food image'), { target: { files: [file] } });
  await waitFor(() =>
    expect(screen.getByAltText('Food image preview').getAttribute('src')).toBe('/media/tehari.webp'),
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add food item' }));

describe('AddFoodItemPage', () => {
  it('sends the food with ids and a number price, then goes to All Food Items', async () => {
    const sent = api(() => ({ status: 201, body: food(12) }));
    renderPage(<AddFoodItemPage />, {
      path: '/restaurant/dashboard/add-food-item',
      url: '/restaurant/dashboard/add-food-item/',
    });
    expect(screen.getByTestId('food-form-loading')).toBeTruthy();
    await screen.findByTestId('food-form');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a category',
      'Pizza',
      'Biryani',
      'Choose a sub category',
      'Popular',
      'Quick and affordable',
    ]);
    expect((screen.getByLabelText('Available') as HTMLInputElement).checked).toBe(true);
    await fillNewFood();
    fireEvent.click(screen.getByLabelText('Available'));
    submit();

    expect((await screen.findByTestId('location')).textContent).toBe('/restaurant/dashboard/food-items/');
    const add = sent.find((request) => request.path === '/api/restaurant/item/add');
    expect(add?.path).toBe('/api/restaurant/item/add');
    expect(add?.body).toEqual({
      name: 'Beef Tehari',
      description: 'Mustard oil, small cubes of beef',
      price: 320.5,
      image: '/media/tehari.webp',
      category: 2,
      tags: 6,
      is_available: false,
    });
  });

  it('shows only the first present server message, in the form order, and stays on the page', async () => {
    const answers = [
      {
        status: 400,
        body: { image: ['Upload an image.'], price: ['Price must be positive.'], tags: ['Bad tag.'] },
      },
      { status: 400, body: { slug: ['Slug taken.'], error: 'Something else' } },
      { status: 409, body: { error: 'A food with this name already exists.' } },
    ];
    api(() => answers.shift()!);
    renderPage(<AddFoodItemPage />, { path: '/', url: '/' });
    await screen.findByTestId('food-form');
    await fillNewFood();

    submit();
    expect((await screen.findByTestId('form-error')).textContent).toBe('Price must be positive.');
    expect(screen.getByTestId('form-error').className).toContain('text-red-700');
    submit();
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toBe('Slug taken.'));
    submit();
    await waitFor(() =>
      expect(screen.getByTestId('form-error').textContent).toBe('A food with this name already exists.'),
    );
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('disables the form while saving', async () => {
    const answer = later();
    api(() => answer.reply);
    renderPage(<AddFoodItemPage />, { path: '/', url: '/' });
    await screen.findByTestId('food-form');
    await fillNewFood();
    submit();
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Name') as HTMLInputElement).matches(':disabled')).toBe(true);
    answer.settle({ status: 400, body: { name: ['Name is too long.'] } });
    expect((await screen.findByTestId('form-error')).textContent).toBe('Name is too long.');
    expect((screen.getByRole('button', { name: 'Add food item' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the upload under way and holds the submit until it is done', async () => {
    const upload = later();
    fakeApi((request) => {
      if (request.path === '/api/restaurant/categories/') return { body: categories };
      if (request.path === '/api/restaurant/tags/') return { body: tags };
      if (request.path === '/api/uploads/') return upload.reply;
      return undefined;
    });
    renderPage(<AddFoodItemPage />, { path: '/', url: '/' });
    await screen.findByTestId('food-form');
    const file = new File(['fake image'], 'tehari.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Food image'), { target: { files: [file] } });
    expect(await screen.findByText('Uploading...')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add food item' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => upload.settle({ status: 201, body: { url: '/media/x.webp' } }));
    expect(await screen.findByText('Click to select a file to upload')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add food item' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('checks the required fields before sending', async () => {
    const sent = api(() => ({ status: 201, body: food(1) }));
    renderPage(<AddFoodItemPage />, { path: '/', url: '/' });
    await screen.findByTestId('food-form');
    submit();
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Enter the price in taka, e.g. 250.')).toBeTruthy();
    expect(screen.getByText('Choose a category.')).toBeTruthy();
    expect(screen.getByText('Choose a sub category.')).toBeTruthy();
    expect(screen.getByText('Upload an image of the food.')).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });
});

describe('UpdateFoodItemPage', () => {
  const route = {
    path: '/restaurant/dashboard/update-food-item/:id',
    url: '/restaurant/dashboard/update-food-item/9/',
  };

  it('loads the food into the form and saves a new price, keeping the image', async () => {
    const sent = api(() => ({ body: food(9, { price: 300 }) }));
    renderPage(<UpdateFoodItemPage />, route);
    expect(screen.getByTestId('food-form-loading')).toBeTruthy();
    await screen.findByTestId('food-form');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Food 9');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('2');
    expect((screen.getByLabelText('Sub category') as HTMLSelectElement).value).toBe('5');
    expect(screen.getByRole('img', { name: 'Food image preview' }).getAttribute('src')).toBe(
      '/media/food-9.webp',
    );
    fill('Price', '300');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/restaurant/dashboard/food-items/');
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/api/restaurant/item/update/9/');
    expect(put?.body).toMatchObject({ name: 'Food 9', price: 300, image: null, category: 2, tags: 5 });
  });

  it("says 'Food not found' for an unknown or another restaurant's food", async () => {
    fakeApi((request) =>
      request.path === '/api/restaurant/item/update/9/'
        ? { status: 404, body: { detail: 'Not found.' } }
        : { body: [] },
    );
    renderPage(<UpdateFoodItemPage />, route);
    expect((await screen.findByTestId('empty-state')).textContent).toContain('Food not found');
    expect(screen.getByRole('link', { name: 'Back to All Food Items' }).getAttribute('href')).toBe(
      '/restaurant/dashboard/food-items/',
    );
  });
});
