/**
 * Messages the API or the shared schemas build around a number or a name ("Ensure this field has no
 * more than 50 characters."). Each pattern's captures fill `{1}`, `{2}`… of the translation.
 */
export type MessagePattern = { english: RegExp; translations: Record<string, string> };

export const MESSAGE_PATTERNS: MessagePattern[] = [
  {
    english: /^Ensure this field has no more than (\d+) characters\.$/,
    translations: { bn: 'এই ঘরে {1}টির বেশি অক্ষর লেখা যাবে না।' },
  },
  {
    english: /^Ensure this field has at least (\d+) characters\.$/,
    translations: { bn: 'এই ঘরে অন্তত {1}টি অক্ষর লিখুন।' },
  },
];
