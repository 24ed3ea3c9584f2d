// Public surface of the blog feature for the app shell (the server's prefetching of drawn pages).
export { blogQueries } from './api/blog-api';
