// Public surface of the trucks feature for other features (home) and the app shell.
export { POPULAR_LIST_PARAMS, cityListParams, truckQueries, trucksApi, type TrendingView } from './api/trucks-api';
export { useLiveArea, useLiveTruck } from './api/live-hooks';
export { TruckDetailPage } from './pages/truck-detail-page';
export { WhenToggle, type SearchTime } from './components/when-toggle';
