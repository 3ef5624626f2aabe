import { searchNameOf } from '@bhoj/contract';

/** The columns a food's name is written to: the name and its search name, always together. */
export const foodName = (name: string) => ({ name, searchName: searchNameOf(name) });
