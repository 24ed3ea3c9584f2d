// The live feature: the hub that fans truck changes out to event streams.
export { LiveHub } from './hub.js';
