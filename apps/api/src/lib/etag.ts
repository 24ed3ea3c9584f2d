/**
 * Whether an If-None-Match header names this entity tag. Compared weakly, as GET revalidation
 * asks: `W/"x"` and `"x"` are the same tag, and `*` matches any existing resource.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
