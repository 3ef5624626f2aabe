// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../testing/intersection-observer';
import { useNearWindow } from './use-near-window';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Watched({ drawn }: { drawn: boolean }) {
  const [ref, near] = useNearWindow<HTMLDivElement>();
  return (
    <>
      <p>{near ? 'near' : 'far'}</p>
      {drawn ? <div ref={ref} /> : null}
    </>
  );
}

describe('useNearWindow', () => {
  it('watches an element drawn after the first render, and stops once it is near', () => {
    const observer = stubIntersectionObserver();
    const { rerender } = render(<Watched drawn={false} />);
    expect(observer.observers).toHaveLength(0);

    rerender(<Watched drawn />);
    expect(observer.observers[0]?.targets).toHaveLength(1);
    observer.report(true);
    expect(screen.getByText('near')).toBeTruthy();
    expect(observer.observers.every((watching) => watching.targets.length === 0)).toBe(true);
  });
});
