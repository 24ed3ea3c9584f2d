import { createContext, useContext, type ReactNode } from 'react';

/** Renders a truck's Follow control; the app composes it in from the follows feature. */
export type FollowSlot = (truck: { id: string; name: string }) => ReactNode;

const FollowSlotContext = createContext<FollowSlot | null>(null);

/** Gives every truck card and map popup below it a Follow control. */
export const FollowSlotProvider = FollowSlotContext.Provider;

/** The Follow control of a truck, where the app provides one (nothing otherwise, as in a component test). */
export function TruckFollowSlot({ truck }: { truck: { id: string; name: string } }) {
  const slot = useContext(FollowSlotContext);
  return slot ? <>{slot(truck)}</> : null;
}
