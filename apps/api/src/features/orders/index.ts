export { createOrderService, type OrderService, type OrderChange, type CustomerMessage } from './service.js';
export { orderRoutes, ownerOrderRoutes } from './routes.js';
