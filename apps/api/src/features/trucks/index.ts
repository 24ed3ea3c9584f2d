// What other parts of the API use of trucks: reading a truck and its menu items, and the service
// that changes trucks (the owner's routes call it).
export { findMenuItem, findMenuItemById, findTruck, truckIdsWithin, truckItemsByIds, truckSchedules, truckSummariesByIds, type TruckSchedule } from './repository.js';
export { createTruckManageService, type TruckChange, type TruckManageService } from './manage-service.js';
export type { TruckMemoryStatus } from './truck-memory.js';
// The grid nearby keeps trucks on, for other places kept by position (the stops running at a moment).
export { NearbyIndex } from './nearby-index.js';
export { SUMMARY_END } from './truck-json-sql.js';
