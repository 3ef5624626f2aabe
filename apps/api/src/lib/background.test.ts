import { describe, expect, it } from 'vitest';
import { background } from './background.ts';

describe('background', () => {
  it('settles once every task started has ended, failed ones included', async () => {
    const work = background();
    const ended: string[] = [];
    const after = (ms: number, name: string, fail = false) =>
      new Promise<void>((resolve, reject) =>
        setTimeout(() => {
          ended.push(name);
          if (fail) reject(new Error(name));
          else resolve();
        }, ms),
      );
    work.run(after(30, 'slow'));
    work.run(after(5, 'failing', true).catch(() => {}));
    await work.settle();
    expect(ended.sort()).toEqual(['failing', 'slow']);
  });

  it('settles at once when nothing runs', async () => {
    await expect(background().settle()).resolves.toBeUndefined();
  });
});
