import { apiRoutes, feature } from '../../app-context.js';
import { adminCateringRoutes, cateringThreadRoutes, customerCateringRoutes, ownerCateringRoutes } from './routes.js';
import { createCateringService } from './service.js';

export type { CateringService } from './service.js';

/**
 * Hiring a truck: customers' catering requests, matched to the trucks that can take them from
 * the trucks in memory (cuisine, place, free time), and read by the owners they reached.
 */
export const cateringFeature = feature('catering', async (app, ctx) => {
  const service = createCateringService({
    db: ctx.db,
    catalog: app.catalog,
    settled: app.trucks.settled,
    mailer: ctx.mailer,
    manageable: app.trucks.manage.manageable,
    tell: (news) => ctx.events.emit('personal.news', news),
    publicUrl: ctx.config.publicUrl,
  });
  await apiRoutes(app, 'Catering', '', (scope) => scope.register(customerCateringRoutes, { service }));
  await apiRoutes(app, 'Catering', '/owner', (scope) => scope.register(ownerCateringRoutes, { service }));
  await apiRoutes(app, 'Catering', '', (scope) => scope.register(cateringThreadRoutes, { service }));
  await apiRoutes(app, 'Catering', '/admin', (scope) => scope.register(adminCateringRoutes, { service }));
});
