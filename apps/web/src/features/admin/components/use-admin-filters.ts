import { ADMIN } from '@dishrated/shared';
import { useEffect, useState } from 'react';

/**
 * A list's filters as typed, and the same filters 300 ms after the last change, which is what the
 * list fetches: typing a search does not send a request per key. Any filter change returns to page 1.
 */
export function useAdminFilters<F extends Record<string, string>>(initial: F) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(filters), ADMIN.listRefetchDelayMs);
    return () => clearTimeout(timer);
  }, [filters]);
  const set = (key: keyof F, value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  return { filters, set, page, setPage, query: { ...settled, page, limit: 10 } };
}
