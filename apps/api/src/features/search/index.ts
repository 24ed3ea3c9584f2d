export { createSearchService, type SearchService } from './service.js';
export { default as searchRoutes } from './routes.js';
export { createDishMemory, type DishMemory } from './dish-memory.js';
