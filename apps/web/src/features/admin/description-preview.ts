import { ADMIN } from '@dishrated/shared';

/** An event description as admin lists show it: the first 150 characters, cut at a word where one ends nearby. */
export function descriptionPreview(text: string): string {
  if (text.length <= ADMIN.descriptionPreview) return text;
  const cut = text.slice(0, ADMIN.descriptionPreview);
  const atWord = cut.replace(/\s+\S*$/, '');
  // A single very long word has no space to cut at: cut mid-word rather than show nothing.
  return `${atWord.length >= ADMIN.descriptionPreview / 2 ? atWord : cut}...`;
}
