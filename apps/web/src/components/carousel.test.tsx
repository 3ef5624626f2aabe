// @vitest-environment jsdom
import { Profiler } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CarouselArrows, useCarousel } from './carousel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A viewport three pages wide; counts how often its size is read (each read is a layout in a browser). */
function sizedViewport(element: HTMLElement, reads: { count: number }) {
  const size = (value: number) => ({
    configurable: true,
    get: () => {
      reads.count++;
      return value;
    },
  });
  Object.defineProperty(element, 'clientWidth', size(300));
  Object.defineProperty(element, 'scrollWidth', size(900));
  Object.defineProperty(element, 'scrollLeft', size(0));
  element.scrollTo = vi.fn();
}

function Slider({ reads, onSlidesDrawn }: { reads: { count: number }; onSlidesDrawn?: () => void }) {
  const [viewportRef, api] = useCarousel();
  return (
    <div>
      <CarouselArrows api={api} label="Dishes" />
      <div
        ref={(element) => {
          if (element) sizedViewport(element, reads);
          viewportRef(element);
        }}
      >
        <Profiler id="slides" onRender={() => onSlidesDrawn?.()}>
          <ul>
            <li>one</li>
          </ul>
        </Profiler>
      </div>
    </div>
  );
}

const arrow = (name: RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });

/** The browser's ResizeObserver, reduced to what the carousel uses; `report()` is the browser's first report. */
function stubResizeObserver() {
  const callbacks: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return { report: () => act(() => callbacks.forEach((callback) => callback())) };
}

describe('carousel', () => {
  it('reads its size only once the browser has laid it out, then enables the arrows', () => {
    const observer = stubResizeObserver();
    const reads = { count: 0 };
    render(<Slider reads={reads} />);

    expect(reads.count).toBe(0);
    expect(arrow(/next/i).disabled).toBe(true);

    observer.report();
    expect(reads.count).toBeGreaterThan(0);
    expect(arrow(/next/i).disabled).toBe(false);
    expect(arrow(/previous/i).disabled).toBe(true);
  });

  it('redraws only its arrows, not its slides, when its element arrives and is measured', () => {
    const observer = stubResizeObserver();
    const slidesDrawn = vi.fn();
    render(<Slider reads={{ count: 0 }} onSlidesDrawn={slidesDrawn} />);
    observer.report();

    expect(arrow(/next/i).disabled).toBe(false);
    expect(slidesDrawn).toHaveBeenCalledTimes(1);
  });

  it('measures at once where the browser has no resize observer, and pages by its width', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const reads = { count: 0 };
    const { container } = render(<Slider reads={reads} />);

    const next = arrow(/next/i);
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    const viewport = container.querySelector('ul')!.parentElement!;
    expect(viewport.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ left: 300 }));
  });
});
