// What other parts of the API use of trucks: reading a truck's rows, the one definition of a
// truck's JSON and serving state, the trucks in memory, and the service that changes trucks.
export { findMenuItem, findMenuItemById, findTruck, truckIdsWithin } from './repository.js';
export { truckRecord, truckRecords, type TruckRecord } from './truck-record.js';
export { servingOf, truckItem, truckSummary } from './truck-json.js';
export { createTruckCatalog, type CatalogTruck, type TruckCatalog } from './truck-catalog.js';
export { createTruckService, type TruckService } from './service.js';
export { createTruckManageService, type TruckChange, type TruckManageService } from './manage-service.js';
