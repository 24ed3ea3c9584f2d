// What other parts of the app use of ordering ahead: the queries a server-rendered order screen is rendered with.
export { orderQueries } from './api/orders-api';
