import type { Truck } from '@dishrated/shared';
import type { Executor } from '../../db/client.js';
import * as repo from './repository.js';
import { toMenuItemDto, toScheduleDto, toTruckDto, toTruckOwnerDto } from './truck-dto.js';

/** A truck with everything its page shows: photos, menu, week and the owner's contact details. */
export async function loadTruckDetail(db: Executor, row: repo.TruckRow): Promise<Truck> {
  const [images, menu, schedule, owner] = await Promise.all([
    repo.imagesFor(db, [row.id]),
    repo.menuFor(db, row.id),
    repo.scheduleFor(db, row.id),
    repo.ownerOf(db, row.ownerId),
  ]);
  return toTruckDto(row, images, {
    menu: menu.map(toMenuItemDto),
    schedule: toScheduleDto(schedule),
    owner: owner ? toTruckOwnerDto(owner) : row.ownerId,
  });
}
