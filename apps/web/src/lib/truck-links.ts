const TRUCK_ID = /(?:^|\/trucks\/)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

/** The truck a pasted link (`…/trucks/{id}`) or a bare id names, or undefined. */
export function truckIdIn(text: string): string | undefined {
  return TRUCK_ID.exec(text.trim())?.[1]?.toLowerCase();
}
