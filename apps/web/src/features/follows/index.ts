// Public surface of the follows feature for the app shell (the header's bell) and routes (a truck's Follow).
export { FollowButton } from './components/follow-button';
export { FollowIconButton } from './components/follow-icon-button';
export { NotificationBell } from './components/notification-bell';
