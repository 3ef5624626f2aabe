import { z } from 'zod';

export const Category = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
});
export type Category = z.infer<typeof Category>;

export const Tag = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type Tag = z.infer<typeof Tag>;
