// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RestaurantCard } from '@bhoj/contract';
import { applyLanguage } from '../../../i18n';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { BannerSlider } from './banner-slider';
import { stubIntersectionObserver } from '../../../testing/intersection-observer';
import { BrandCarousel, FIRST_TILES } from './brand-carousel';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await applyLanguage({ language: 'en', digits: 'bengali' });
});

const kitchen = (id: number, name: string): RestaurantCard => ({
  id,
  name,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  address: '',
  cover_image: `https://bhoj.test/media/demo/restaurant-${id}.640x480.webp`,
  total_foods: 3,
  delivery_fee: 60,
  rating_average: 0,
  rating_count: 0,
});

const serveKitchens = (answer: { status?: number; body?: unknown }) =>
  fakeApi((request) => (request.path === '/api/restaurant/cards/' ? answer : undefined));

describe('the kitchens carousel', () => {
  it('shows a loading state, then each approved kitchen with its cover and name, linking to its page', async () => {
    serveKitchens({ body: [kitchen(1, 'Shahi Kacchi Ghor'), kitchen(2, 'Pizza Para')] });
    renderPage(<BrandCarousel />);
    expect(screen.getByRole('status', { name: 'Loading the kitchens' })).toBeTruthy();
    const section = await screen.findByTestId('brand-carousel');
    await waitFor(() => expect(within(section).getAllByTestId('kitchen-tile')).toHaveLength(2));
    const link = within(section).getByRole('link', { name: 'Pizza Para' });
    expect(link.getAttribute('href')).toBe('/restaurant/pizza-para/');
    expect(link.querySelector('img')?.getAttribute('src')).toBe(
      'https://bhoj.test/media/demo/restaurant-2.640x480.webp',
    );
    expect(within(section).getByRole('heading', { name: 'Kitchens on Bhoj' })).toBeTruthy();
  });

  it("draws its first tiles until it comes within a window's height of the window, then every kitchen", async () => {
    const observer = stubIntersectionObserver();
    serveKitchens({
      body: Array.from({ length: 10 }, (_, index) => kitchen(index + 1, `Kitchen ${index + 1}`)),
    });
    renderPage(<BrandCarousel />);
    await waitFor(() => expect(screen.getAllByTestId('kitchen-tile')).toHaveLength(FIRST_TILES));
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-label')).toMatch(/10/);

    observer.report(true);
    expect(screen.getAllByTestId('kitchen-tile')).toHaveLength(10);
  });

  it('draws nothing when there are no kitchens, or when they cannot be loaded', async () => {
    for (const answer of [{ body: [] }, { status: 500, body: { detail: 'boom' } }]) {
      const requests = serveKitchens(answer);
      renderPage(<BrandCarousel />);
      await waitFor(() => expect(requests).toHaveLength(1));
      await waitFor(() => expect(screen.queryByTestId('brand-carousel')).toBeNull());
      expect(screen.queryByRole('heading', { name: 'Kitchens on Bhoj' })).toBeNull();
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});

describe('the banner slider', () => {
  it('links each slide to its own category page; the words are HTML, the art an image with no text', () => {
    renderPage(<BannerSlider />);
    const slides = screen.getAllByTestId('banner-slide');
    expect(slides.map((slide) => within(slide).getByTestId('banner-link').getAttribute('href'))).toEqual([
      '/category/pizza/',
      '/category/burgers/',
      '/category/biryani/',
    ]);
    expect(within(slides[0]!).getByText('Pizza night, sorted')).toBeTruthy();
    for (const slide of slides) expect(slide.querySelector('svg text')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slides[1]!.getAttribute('aria-hidden')).toBe('false');
  });

  it('speaks Bangla when it is chosen', async () => {
    await applyLanguage({ language: 'bn', digits: 'bengali' });
    renderPage(<BannerSlider />);
    expect(screen.getByRole('region', { name: 'অফার' })).toBeTruthy();
    expect(screen.getAllByTestId('banner-link')[0]!.textContent?.trim()).toBe('পিৎজা অর্ডার করুন');
    expect(screen.getAllByTestId('banner-slide')[1]!.getAttribute('aria-label')).toBe('৩টির মধ্যে ২');
  });
});
