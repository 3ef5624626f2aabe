// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StarRating, StarRatingInput } from './star-rating';

afterEach(cleanup);

function Rated({ start = 0 }: { start?: number }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <StarRatingInput value={value} onChange={setValue} label="Your rating" />
      <p data-testid="value">{value}</p>
    </>
  );
}

const star = (name: string) => screen.getByRole('radio', { name });
const checked = () =>
  screen
    .getAllByRole('radio')
    .filter((radio) => radio.getAttribute('aria-checked') === 'true')
    .map((radio) => radio.getAttribute('aria-label'));

describe('StarRatingInput', () => {
  it('is a radio group of five stars with nothing chosen at first', () => {
    render(<Rated />);
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    expect(checked()).toEqual([]);
    // One tab stop: the first star until one is chosen.
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it('chooses the clicked star', () => {
    render(<Rated />);
    fireEvent.click(star('4 stars'));
    expect(screen.getByTestId('value').textContent).toBe('4');
    expect(checked()).toEqual(['4 stars']);
    expect(star('4 stars').tabIndex).toBe(0);
    expect(star('1 star').tabIndex).toBe(-1);
  });

  it('moves with the arrow keys, Home and End, and wraps around', () => {
    render(<Rated start={2} />);
    fireEvent.keyDown(star('2 stars'), { key: 'ArrowRight' });
    expect(screen.getByTestId('value').textContent).toBe('3');
    expect(document.activeElement).toBe(star('3 stars'));
    fireEvent.keyDown(star('3 stars'), { key: 'ArrowLeft' });
    fireEvent.keyDown(star('2 stars'), { key: 'ArrowDown' });
    expect(screen.getByTestId('value').textContent).toBe('1');
    fireEvent.keyDown(star('1 star'), { key: 'ArrowLeft' });
    expect(screen.getByTestId('value').textContent).toBe('5');
    fireEvent.keyDown(star('5 stars'), { key: 'ArrowUp' });
    expect(screen.getByTestId('value').textContent).toBe('1');
    fireEvent.keyDown(star('1 star'), { key: 'End' });
    expect(screen.getByTestId('value').textContent).toBe('5');
    fireEvent.keyDown(star('5 stars'), { key: 'Home' });
    expect(screen.getByTestId('value').textContent).toBe('1');
  });

  it('picks the focused star with Space before anything is chosen', () => {
    render(<Rated />);
    fireEvent.keyDown(star('1 star'), { key: ' ' });
    expect(screen.getByTestId('value').textContent).toBe('1');
  });
});

describe('StarRating', () => {
  it('reads as a rating out of five', () => {
    render(<StarRating value={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
  });
});
