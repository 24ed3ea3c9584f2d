import type { Truck } from '@dishrated/shared';
import type { Executor } from '../../db/client.js';
import * as repo from './repository.js';
import { toMenuItemDto, toTruckDto, toTruckOwnerDto } from './truck-dto.js';

/** A truck with its photos, menu and the owner's contact details (its schedule is its stops'). */
export async function loadTruckDetail(db: Executor, row: repo.TruckRow): Promise<Truck> {
  const [images, menu, owner] = await Promise.all([repo.imagesFor(db, [row.id]), repo.menuFor(db, row.id), repo.ownerOf(db, row.ownerId)]);
  return toTruckDto(row, images, {
    menu: menu.map(toMenuItemDto),
    owner: owner ? toTruckOwnerDto(owner) : row.ownerId,
  });
}
