// What the admin dashboard reads of applications.
export { applicationCounts, listApplications } from './repository.js';
