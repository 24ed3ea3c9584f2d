export { createSearchService, type SearchService } from './service.js';
export { default as searchRoutes } from './routes.js';
