import { readFileSync } from 'node:fs';

/** This process's limit on open files (the soft one), where the system tells it; null elsewhere. */
export function openFileLimit(): number | null {
  try {
    const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return line && line[1] !== 'unlimited' ? Number(line[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Live streams one process may hold: each takes a descriptor, and the rest of the server (the
 * database pool, other visitors' requests, health checks, files) must keep a quarter of them, at
 * least 256. Without a known limit, `fallback`.
 */
export function streamsWithinFileLimit(limit: number | null, fallback: number): number {
  if (limit === null) return fallback;
  return Math.max(16, Math.min(fallback, limit - Math.max(256, Math.floor(limit / 4))));
}
