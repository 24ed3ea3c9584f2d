// What the rest of the API uses of analytics: the owner's figures and the view/click counter.
export { createAnalyticsService, type AnalyticsService } from './service.js';
export { createTruckStatsRecorder, type TruckStatsRecorder } from './stats-recorder.js';
