import type { MenuItem, Truck, TruckOwner } from '@dishrated/shared';
import type { menuItems, truckImages } from '../../db/schema.js';
import type { TruckRow } from './repository.js';

type ImageRow = typeof truckImages.$inferSelect;

export function toMenuItemDto(row: typeof menuItems.$inferSelect): MenuItem {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    category: row.category,
    image: row.image,
    isAvailable: row.isAvailable,
    allergens: row.allergens,
    isVegetarian: row.isVegetarian,
    isVegan: row.isVegan,
    dietType: row.dietType as MenuItem['dietType'],
    spiceLevel: row.spiceLevel,
    popular: row.popular,
  };
}

/** One truck (detail, writes). Lists use the database-built list item of the same shape (truck-json-sql.ts). */
export function toTruckDto(row: TruckRow, images: ImageRow[] = [], extra: Partial<Truck> = {}): Truck {
  const hasCoordinates = row.latitude !== null && row.longitude !== null;
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    description: row.description,
    cuisine: row.cuisine,
    image: row.image,
    images: images.map((img) => ({ id: img.id, url: img.url, caption: img.caption, order: img.sortOrder, isAdvertisement: img.isAdvertisement })),
    tags: row.tags,
    priceRange: row.priceRange,
    status: row.status,
    waitTime: row.waitTime,
    rating: row.rating,
    reviewCount: row.reviewCount,
    featured: row.featured,
    owner: row.ownerId,
    location: {
      address: row.address,
      coordinates: hasCoordinates ? { latitude: row.latitude!, longitude: row.longitude! } : null,
    },
    aboutInfo: row.about ?? {},
    lastLocationUpdate: row.lastLocationUpdate?.toISOString() ?? null,
    isLocationSharingEnabled: row.isLocationSharingEnabled,
    ...extra,
  };
}

/** The owner on a truck's detail page: contact details only. */
export function toTruckOwnerDto(owner: { id: string; name: string; phone: string | null }): TruckOwner {
  return { _id: owner.id, name: owner.name, phone: owner.phone };
}
