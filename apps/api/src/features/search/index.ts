import { apiRoutes, feature } from '../../app-context.js';
import { createDishIndex } from './dish-index.js';
import searchRoutes from './routes.js';
import { createSearchService } from './service.js';

export type { SearchService } from './service.js';

/** Dish search and suggestions, from every truck's menu in memory (the dish index follows the catalog). */
export const searchFeature = feature('search', async (app) => {
  const service = createSearchService(app.catalog, createDishIndex(app.catalog), { findPlace: app.findPlace });
  await apiRoutes(app, 'Search', '/search', (scope) => scope.register(searchRoutes, { service, beforeRead: app.trucks.settled }));
});
