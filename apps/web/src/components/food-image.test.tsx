// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FoodImage } from './food-image';

afterEach(cleanup);

const sized = 'http://shop.test/media/uploads/2026/11/ab.800x600.webp';

describe('FoodImage', () => {
  it('lists every stored width of a sized image, with a card’s sizes, lazily loaded', () => {
    render(<FoodImage src={sized} alt="Biryani" />);
    const img = screen.getByRole('img', { name: 'Biryani' });
    expect(img.getAttribute('srcset')).toBe(
      'http://shop.test/media/uploads/2026/11/ab.800x600.w320.webp 320w, ' +
        'http://shop.test/media/uploads/2026/11/ab.800x600.w640.webp 640w, ' +
        `${sized} 800w`,
    );
    expect(img.getAttribute('sizes')).toBe(
      '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 420px) 50vw, 100vw',
    );
    expect(img.getAttribute('src')).toBe(sized);
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('height')).toBe('300');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('the page’s main picture loads at once with high priority, at the sizes it is given', () => {
    render(<FoodImage src={sized} alt="Main" eager sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Main' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('sizes')).toBe('50vw');
  });

  it('a thumbnail asks for its own width; an image stored without copies is just itself', () => {
    render(<FoodImage src={sized} alt="Thumb" width={64} height={64} />);
    expect(screen.getByRole('img', { name: 'Thumb' }).getAttribute('sizes')).toBe('64px');
    render(<FoodImage src="/media/uploads/2026/11/old.webp" alt="Old" />);
    const old = screen.getByRole('img', { name: 'Old' });
    expect(old.getAttribute('srcset')).toBeNull();
    expect(old.getAttribute('sizes')).toBeNull();
  });

  it('shows the placeholder without an image', () => {
    render(<FoodImage src="" alt="None" />);
    expect(screen.getByTestId('image-placeholder').getAttribute('aria-label')).toBe('None');
  });
});
