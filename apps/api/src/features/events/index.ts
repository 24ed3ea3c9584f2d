import { apiRoutes, feature } from '../../app-context.js';
import adminEventRoutes from './admin-routes.js';
import eventManageRoutes from './manage-routes.js';
import { createEventManageService } from './manage-service.js';
import eventRoutes from './routes.js';
import { createEventService } from './service.js';

export { createEventService, type EventService } from './service.js';

/** Food events: owners' and admins' events, trucks signing up for places, admins' approval. */
export const eventsFeature = feature('events', async (app, ctx) => {
  const events = createEventService(ctx.db);
  const manage = createEventManageService(ctx.db, ctx.mailer, {
    onTruckJoined: (truckId, event) => ctx.events.emit('event.truckJoined', { truckId, eventTitle: event.title }),
  });
  await apiRoutes(app, 'Events', '/events', async (scope) => {
    // Fixed paths (/featured) before /:id.
    await scope.register(eventManageRoutes, { service: manage });
    await scope.register(eventRoutes, { service: events, publicUrl: ctx.config.publicUrl });
  });
  await apiRoutes(app, 'Admin', '/admin/events', (scope) => scope.register(adminEventRoutes, { events, manage }));
});
