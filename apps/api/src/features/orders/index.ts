import { apiRoutes, feature } from '../../app-context.js';
import { orderRoutes, ownerOrderRoutes } from './routes.js';
import { createOrderService } from './service.js';

export type { OrderService, OrderChange } from './service.js';

/**
 * Ordering ahead: a customer orders for a pickup slot, the owner moves the order along. The
 * customer and the owner hear of each change on their own streams (on every instance), and the
 * customer is also told, after the answer, when it moves on.
 */
export const ordersFeature = feature('orders', async (app, ctx) => {
  const service = createOrderService(ctx.db, app.trucks.manage, {
    onChanged: (change) => ctx.feed.tell({ users: change.ownerId ? [change.customerId, change.ownerId] : [change.customerId], event: 'order', data: { orderId: change.orderId, status: change.status } }),
    tellUser: async (news) => ctx.events.emit('personal.news', news),
  });
  await apiRoutes(app, 'Orders', '', (scope) => scope.register(orderRoutes, { service }));
  await apiRoutes(app, 'Orders', '/owner', (scope) => scope.register(ownerOrderRoutes, { service }));
});
