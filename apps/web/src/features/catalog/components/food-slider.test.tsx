// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogFood } from '../../../testing/catalog-food';
import { stubIntersectionObserver } from '../../../testing/intersection-observer';
import { renderPage } from '../../../testing/render-page';
import { FIRST_CARDS, FoodSlider } from './food-slider';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const foods = Array.from({ length: 24 }, (_, index) => catalogFood(index + 1));
const cards = () => screen.queryAllByTestId('food-card');

describe('FoodSlider', () => {
  it("draws its first cards until it comes within a window's height of the window, then all of them", () => {
    const observer = stubIntersectionObserver();
    renderPage(<FoodSlider tag="popular" title="Most popular" foods={foods} />);

    expect(cards()).toHaveLength(FIRST_CARDS);
    expect(observer.observers[0]?.margin).toBe('100% 0px');
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-label')).toBe('1 of 24');

    observer.report(false);
    expect(cards()).toHaveLength(FIRST_CARDS);

    observer.report(true);
    expect(cards()).toHaveLength(24);
    expect(observer.observers[0]?.targets).toEqual([]);
  });

  it('draws every card where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderPage(<FoodSlider tag="popular" title="Most popular" foods={foods} />);
    expect(cards()).toHaveLength(24);
  });
});
