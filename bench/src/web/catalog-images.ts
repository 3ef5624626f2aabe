import sharp from 'sharp';
import type { BenchDatabase } from '../database.ts';
import { BENCH_CUSTOMER } from '../seed-sql.ts';
import { type Running, startBhoj } from '../servers.ts';
import { signIn } from '../calls.ts';

/** How many different pictures the bench catalog's foods, categories and restaurants share. */
const PICTURES = 8;

/** A 1200×900 picture of one hue with a plate on it: big enough that every stored width exists. */
function picture(index: number) {
  const hue = Math.round((index * 360) / PICTURES);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">` +
    `<rect width="1200" height="900" fill="hsl(${hue} 60% 70%)"/>` +
    `<circle cx="600" cy="450" r="330" fill="#fff"/><circle cx="600" cy="450" r="240" fill="hsl(${hue} 70% 45%)"/>` +
    `<circle cx="520" cy="400" r="60" fill="hsl(${(hue + 40) % 360} 80% 55%)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Uploads the pictures through the API, as an owner's image field does, and answers their paths. */
async function uploadPictures(bhoj: Running): Promise<string[]> {
  const token = await signIn(bhoj.url, BENCH_CUSTOMER);
  const paths: string[] = [];
  for (let index = 0; index < PICTURES; index++) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await picture(index))], { type: 'image/png' }), 'bench.png');
    const response = await fetch(`${bhoj.url}/api/uploads/`, {
      method: 'POST',
      headers: { authorization: `Token ${token}` },
      body: form,
    });
    if (response.status !== 201)
      throw new Error(`Upload answered ${response.status}: ${await response.text()}`);
    paths.push(new URL(((await response.json()) as { url: string }).url).pathname);
  }
  return paths;
}

/**
 * Starts Bhoj on a catalog whose foods, categories and restaurants have pictures (the SQL loader leaves
 * them without), uploaded through the running server as an owner's image field does, so the pages
 * measured show images as a real catalog does. On PGlite only one process may open the database, so
 * the rows are written while no server runs, and a new one is started.
 */
export async function startWithImages(database: BenchDatabase): Promise<Running> {
  const sql = await database.open();
  const [row] = await sql.query<{ pictured: boolean }>(
    // Pictures uploaded before images had their size in their name have no smaller copies: replaced.
    `select exists (select 1 from foods where image ~ '\\.[0-9]+x[0-9]+\\.webp$') as pictured`,
  );
  await sql.close();
  const bhoj = await startBhoj(database.serverEnv);
  if (row?.pictured) return bhoj;

  console.log(`Uploading ${PICTURES} pictures for the catalog`);
  const paths = await uploadPictures(bhoj).finally(() => bhoj.stop());
  const array = `array[${paths.map((path) => `'${path}'`).join(', ')}]`;
  const writing = await database.open();
  try {
    await writing.query(`update foods set image = (${array})[1 + id % ${PICTURES}]`);
    await writing.query(`update categories set image = (${array})[1 + id % ${PICTURES}]`);
    await writing.query(`update restaurants set cover_image = (${array})[1 + id % ${PICTURES}]`);
  } finally {
    await writing.close();
  }
  return startBhoj(database.serverEnv);
}
