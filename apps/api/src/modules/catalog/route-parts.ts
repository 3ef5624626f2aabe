export const tags = ['catalog'];
/** A public read whose answer is the same for every caller: the answer cache may keep it. */
export const publicRead = { access: 'public', publicAnswer: 'any-caller' } as const;
