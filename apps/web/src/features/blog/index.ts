// Public surface of the blog feature for the app shell (the server's prefetching of server-rendered pages).
export { blogQueries } from './api/blog-api';
