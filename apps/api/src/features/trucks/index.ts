// What other parts of the API use of trucks: reading a truck and its menu items.
export { findMenuItem, findMenuItemById, findTruck } from './repository.js';
