export { createSearchService, type SearchService } from './service.js';
export { default as searchRoutes } from './routes.js';
export { createDishIndex, type DishIndex } from './dish-index.js';
