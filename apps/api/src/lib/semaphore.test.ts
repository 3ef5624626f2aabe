import { describe, expect, it } from 'vitest';
import { semaphore } from './semaphore.ts';

/** A task that runs until the test lets it finish. */
function heldTask(log: string[], name: string) {
  let finish!: () => void;
  const held = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      log.push(`start ${name}`);
      await held;
      return name;
    },
    finish,
  };
}

describe('semaphore', () => {
  it('runs at most `size` tasks at once; the next starts when one finishes, in order', async () => {
    const jobs = semaphore(2);
    const log: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => heldTask(log, name)) as [
      ReturnType<typeof heldTask>,
      ReturnType<typeof heldTask>,
      ReturnType<typeof heldTask>,
      ReturnType<typeof heldTask>,
    ];
    const results = [a, b, c, d].map(({ task }) => jobs.run(task));
    await new Promise((tick) => setImmediate(tick));
    expect(log).toEqual(['start a', 'start b']);
    expect([jobs.running, jobs.waiting]).toEqual([2, 2]);
    b.finish();
    expect(await results[1]).toBe('b');
    await new Promise((tick) => setImmediate(tick));
    expect(log).toEqual(['start a', 'start b', 'start c']);
    a.finish();
    c.finish();
    d.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect([jobs.running, jobs.waiting]).toEqual([0, 0]);
  });

  it('frees the turn of a task that fails', async () => {
    const jobs = semaphore(1);
    await expect(jobs.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await jobs.run(async () => 'next')).toBe('next');
    expect(jobs.running).toBe(0);
  });
});
