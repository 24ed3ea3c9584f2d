export { eventQueries } from './api/events-api';
