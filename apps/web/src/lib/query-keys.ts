/**
 * Every query key of the app, from one factory: a mutation in one feature invalidates another's
 * data (a review changes its truck's rating) without either spelling out the other's keys.
 * Keys nest, so invalidating `trucks.all` refetches every truck query.
 */
export const queryKeys = {
  config: ['config'] as const,
  trucks: {
    all: ['trucks'] as const,
    nearby: (lat: number, lng: number, radii: readonly number[], when: 'now' | 'tomorrow' = 'now') => ['trucks', 'nearby', lat, lng, radii, when] as const,
    trending: (limit: number, view: object = {}) => ['trucks', 'trending', limit, view] as const,
    list: (params: object) => ['trucks', 'list', params] as const,
    detail: (id: string) => ['trucks', 'detail', id] as const,
    stops: (id: string) => ['trucks', 'stops', id] as const,
  },
  /** The signed-in customer's follows, notifications and their settings. */
  follows: {
    all: ['follows'] as const,
    following: ['follows', 'following'] as const,
    notifications: (params: object) => ['follows', 'notifications', params] as const,
    /** Every page of notifications. */
    allNotifications: ['follows', 'notifications'] as const,
    settings: ['follows', 'settings'] as const,
    /** This browser's push state (permission and subscription), not the server's. */
    push: ['follows', 'push'] as const,
  },
  /** Dish search: results by the URL's parameters, suggestions by what is typed and where. */
  search: {
    results: (params: object) => ['search', 'results', params] as const,
    suggest: (q: string, lat?: number, lng?: number) => ['search', 'suggest', q, lat, lng] as const,
  },
  /** Orders ahead: a truck's pickup slots, one order, the customer's orders, and the owner's queue and settings. */
  orders: {
    all: ['orders'] as const,
    slots: (truckId: string) => ['orders', 'slots', truckId] as const,
    detail: (id: string) => ['orders', 'detail', id] as const,
    mine: (page: number) => ['orders', 'mine', page] as const,
    queue: (truckId: string) => ['orders', 'queue', truckId] as const,
    settings: (truckId: string) => ['orders', 'settings', truckId] as const,
  },
  /** Catering: the customer's requests (and one with its quotes), and the owner's matched requests. */
  catering: {
    all: ['catering'] as const,
    mine: ['catering', 'mine'] as const,
    detail: (id: string) => ['catering', 'detail', id] as const,
    owner: ['catering', 'owner'] as const,
    thread: (requestId: string, truckId: string) => ['catering', 'thread', requestId, truckId] as const,
    area: (truckId: string) => ['catering', 'area', truckId] as const,
  },
  /** Listings: the user's own claims. */
  listings: {
    all: ['listings'] as const,
    myClaims: ['listings', 'my-claims'] as const,
  },
  reviews: {
    ofTruck: (truckId: string) => ['reviews', 'truck', truckId] as const,
    ofTruckPage: (truckId: string, params: object) => ['reviews', 'truck', truckId, params] as const,
  },
  events: {
    all: ['events'] as const,
    home: ['events', 'home'] as const,
    list: (params: object) => ['events', 'list', params] as const,
    detail: (id: string) => ['events', 'detail', id] as const,
    upcoming: (limit: number) => ['events', 'upcoming', limit] as const,
    byOrganizer: (organizerId: string) => ['events', 'organizer', organizerId] as const,
  },
  /** The signed-in owner's own data: dashboard, their trucks, analytics. */
  owner: {
    all: ['owner'] as const,
    dashboard: ['owner', 'dashboard'] as const,
    trucks: ['owner', 'trucks'] as const,
    truck: (id: string) => ['owner', 'truck', id] as const,
    analytics: (period: number) => ['owner', 'analytics', period] as const,
    history: (truckId: string) => ['owner', 'history', truckId] as const,
    stops: (truckId: string) => ['owner', 'stops', truckId] as const,
  },
  /** The admin dashboard: figures, lists and the audit log. */
  admin: {
    all: ['admin'] as const,
    dashboard: ['admin', 'dashboard'] as const,
    overview: ['admin', 'overview'] as const,
    applications: (params: object) => ['admin', 'applications', params] as const,
    users: (params: object) => ['admin', 'users', params] as const,
    blogs: (params: object) => ['admin', 'blogs', params] as const,
    blog: (id: string) => ['admin', 'blog', id] as const,
    events: (params: object) => ['admin', 'events', params] as const,
    reports: ['admin', 'reports'] as const,
    audit: (page: number) => ['admin', 'audit', page] as const,
    messages: (page: number) => ['admin', 'messages', page] as const,
    undeliveredMail: (page: number) => ['admin', 'undelivered-mail', page] as const,
    catering: (page: number) => ['admin', 'catering', page] as const,
    claims: (status: string) => ['admin', 'claims', status] as const,
    suggestions: (status: string) => ['admin', 'suggestions', status] as const,
    listingReports: ['admin', 'listing-reports'] as const,
    truckImport: (id: string) => ['admin', 'truck-import', id] as const,
  },
  blogs: {
    all: ['blogs'] as const,
    list: (params: object) => ['blogs', 'list', params] as const,
    post: (ref: string) => ['blogs', 'post', ref] as const,
  },
};
