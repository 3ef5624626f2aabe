import { spawnSync } from 'node:child_process';
import { pickSlugs } from '../calls.ts';
import type { Options } from '../options.ts';
import { benchDatabase } from '../prepare.ts';
import { buildApi, repoRoot, type Running } from '../servers.ts';
import { startWithImages } from './catalog-images.ts';

/** The storefront pages the web benchmarks open, by the name the tables give them, on a catalog's slugs. */
export const storefrontPages = (slugs: { food: string; restaurant: string }): Record<string, string> => ({
  '/': '/',
  '/food/{slug}/': `/food/${slugs.food}/`,
  '/category/{slug}/': '/category/biryani/',
  '/restaurant-list/': '/restaurant-list/',
  '/restaurant/{slug}/': `/restaurant/${slugs.restaurant}/`,
  '/our-menu/': '/our-menu/',
});

/** The names of the storefront pages, as the tables give them. */
export const STOREFRONT_PAGE_NAMES = Object.keys(storefrontPages({ food: '', restaurant: '' }));

/**
 * Builds the web app and the API from this checkout, starts Bhoj on the bench catalog of `options`
 * (with pictures), and answers it with the six storefront pages' paths on that catalog.
 */
export async function startStorefront(
  options: Options,
): Promise<{ bhoj: Running; pages: Record<string, string> }> {
  const built = spawnSync('npm', ['run', 'build', '-w', '@bhoj/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build -w @bhoj/web failed');
  buildApi();
  const database = await benchDatabase(options);
  const sql = await database.open();
  const slugs = await pickSlugs(sql).finally(() => sql.close());
  const bhoj = await startWithImages(database);
  return { bhoj, pages: storefrontPages(slugs) };
}
