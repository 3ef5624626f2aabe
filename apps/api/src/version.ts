import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiRoot } from './paths.ts';

export const version: string = JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8')).version;
