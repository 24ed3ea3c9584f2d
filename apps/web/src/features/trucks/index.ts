// Public surface of the trucks feature for other features (home) and the app shell.
export { truckQueries, trucksApi, geocodeApi } from './api/trucks-api';
export { StatusBadge, Rating, TruckImage, truckImages, priceSymbol } from './components/truck-bits';
export { ImageCarousel } from './components/image-carousel';
export { TruckDetailPage } from './pages/truck-detail-page';
