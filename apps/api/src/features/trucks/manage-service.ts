import { policies, type MenuItemInput, type Truck, type TruckCreateBody, type TruckUpdateBody } from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { UserRow } from '../auth/index.js';
import * as repo from './repository.js';
import { toMenuItemDto, toTruckDto } from './truck-dto.js';


/** Maps the API's truck body onto columns; only the fields present are touched. */
function columnsFrom(body: TruckUpdateBody): repo.TruckValues {
  const values: repo.TruckValues = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.description !== undefined) values.description = body.description;
  if (body.cuisine !== undefined) values.cuisine = body.cuisine;
  if (body.image !== undefined) values.image = body.image;
  if (body.tags !== undefined) values.tags = body.tags;
  if (body.priceRange !== undefined) values.priceRange = body.priceRange;
  if (body.status !== undefined) values.status = body.status;
  if (body.waitTime !== undefined) values.waitTime = body.waitTime;
  if (body.aboutInfo !== undefined) values.about = body.aboutInfo;
  if (body.featured !== undefined) values.featured = body.featured;
  if (body.location !== undefined) {
    values.address = body.location.address;
    values.latitude = body.location.coordinates.latitude;
    values.longitude = body.location.coordinates.longitude;
    values.lastLocationUpdate = new Date();
  }
  return values;
}

export function createTruckManageService(db: Database) {
  /** Loads the truck and checks, once, that the actor may manage it. */
  async function manageable(actor: UserRow, truckId: string) {
    const truck = await repo.findTruck(db, truckId);
    if (!truck) throw notFound('TRUCK_NOT_FOUND');
    if (!policies['truck:manage'](actor, truck)) throw forbidden('You can only manage your own trucks');
    return truck;
  }

  function checkFeatured(actor: UserRow, body: TruckUpdateBody) {
    if (body.featured !== undefined && !policies['truck:feature'](actor)) throw forbidden('Only admins can feature a truck');
  }

  return {
    async create(actor: UserRow, body: TruckCreateBody): Promise<Truck> {
      if (!policies['truck:create'](actor)) throw forbidden('Only food truck owners can add trucks');
      checkFeatured(actor, body);
      const row = await repo.insertTruck(db, { ...columnsFrom(body), name: body.name, cuisine: body.cuisine, ownerId: actor.id } as Parameters<typeof repo.insertTruck>[1]);
      return toTruckDto(row);
    },

    async update(actor: UserRow, truckId: string, body: TruckUpdateBody): Promise<Truck> {
      await manageable(actor, truckId);
      checkFeatured(actor, body);
      const row = await repo.updateTruck(db, truckId, columnsFrom(body));
      return toTruckDto(row, await repo.imagesFor(db, [truckId]));
    },

    async remove(actor: UserRow, truckId: string): Promise<void> {
      await manageable(actor, truckId);
      await repo.deleteTruck(db, truckId);
    },

    async addMenuItem(actor: UserRow, truckId: string, item: MenuItemInput) {
      await manageable(actor, truckId);
      return toMenuItemDto(await repo.insertMenuItem(db, { ...item, truckId, image: item.image ?? null }));
    },

    async updateMenuItem(actor: UserRow, truckId: string, itemId: string, changes: Partial<MenuItemInput>) {
      await manageable(actor, truckId);
      if (!(await repo.findMenuItem(db, truckId, itemId))) throw notFound('MENU_ITEM_NOT_FOUND');
      return toMenuItemDto(await repo.updateMenuItem(db, itemId, changes));
    },

    async toggleMenuItem(actor: UserRow, truckId: string, itemId: string) {
      await manageable(actor, truckId);
      const item = await repo.findMenuItem(db, truckId, itemId);
      if (!item) throw notFound('MENU_ITEM_NOT_FOUND');
      return toMenuItemDto(await repo.updateMenuItem(db, itemId, { isAvailable: !item.isAvailable }));
    },

    async deleteMenuItem(actor: UserRow, truckId: string, itemId: string) {
      await manageable(actor, truckId);
      if (!(await repo.findMenuItem(db, truckId, itemId))) throw notFound('MENU_ITEM_NOT_FOUND');
      await repo.deleteMenuItem(db, itemId);
    },
  };
}

export type TruckManageService = ReturnType<typeof createTruckManageService>;
