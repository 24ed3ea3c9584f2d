/**
 * A small number for each truck id, the same for every in-memory index of this process, so one
 * index can hand the trucks it found to another as array positions. Looked up by id text instead,
 * in a map of every truck, the hundred trucks around a dish search cost the server more than the
 * rest of the search (docs/performance.md): each probe reads entries and keys scattered over the
 * heap. Numbers are never reused; a deleted truck keeps its number, a few bytes.
 */
const slots = new Map<string, number>();

export function truckSlot(id: string): number {
  let slot = slots.get(id);
  if (slot === undefined) slots.set(id, (slot = slots.size));
  return slot;
}
