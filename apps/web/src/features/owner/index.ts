// The owner's screens (dashboard, create and edit truck) are routed to directly; other parts of
// the app use only the owner's queries.
export { ownerQueries } from './api/owner-api';
