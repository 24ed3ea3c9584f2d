export { cateringQueries } from './api/catering-api';
