// Link rules without zod, so a screen that only shows links does not load the schema library.

// http(s), a host name (letters in any script, digits, dots, hyphens), an optional port, then
// anything without spaces. No user:password@ part: it only serves to disguise the real host.
const HTTP_URL = /^https?:\/\/[\p{L}\p{N}.-]+(:\d{1,5})?([/?#]\S*)?$/iu;
export const isHttpUrl = (value: string) => HTTP_URL.test(value);

/** A stored link for rendering: the URL when it is http(s), else null (never a javascript: link). */
export function safeHttpUrl(value: string | null | undefined): string | null {
  return value && isHttpUrl(value) ? value : null;
}
