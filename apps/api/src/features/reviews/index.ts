// What other parts of the API read of reviews: the moderators' open-report count.
export { openReportCount } from './moderation-repository.js';
