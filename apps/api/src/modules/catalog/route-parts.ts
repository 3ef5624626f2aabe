import { z } from 'zod';

export const tags = ['catalog'];
/** Answers with an ETag: 304 (no body) when If-None-Match holds it. */
export const cacheable = { 304: z.null().describe('Not modified: the ETag in If-None-Match is current') };
