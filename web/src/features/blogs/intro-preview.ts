/** Spec section 9: a card shows this many characters of the blog's intro. */
export const introPreviewLength = 80;

/**
 * A blog card's overview: the intro's first 80 characters followed by '...', or the spec's text
 * when there is no intro. Counts characters, not UTF-16 units, so an emoji is never cut in half.
 */
export function introPreview(intro: string | null | undefined): string {
  const text = intro?.trim();
  if (!text) return 'No overview available.';
  return `${Array.from(text).slice(0, introPreviewLength).join('')}...`;
}
