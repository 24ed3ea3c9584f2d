export { createFollowService, type FollowService } from './service.js';
export { default as followRoutes } from './routes.js';
export { followerCounts } from './repository.js';
export { createPushService, type PushService } from './push.js';
