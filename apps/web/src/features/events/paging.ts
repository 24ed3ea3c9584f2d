/** At most this many page buttons. */
const PAGE_BUTTONS = 5;

/** The page numbers to offer: up to five, centred on the current page. */
export function pageWindow(page: number, totalPages: number, size = PAGE_BUTTONS): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), totalPages - size + 1));
  return Array.from({ length: Math.min(size, totalPages) }, (_, i) => start + i);
}
