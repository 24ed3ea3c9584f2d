// Public surface of the reviews feature.
export { ReviewsSection } from './components/reviews-section';
