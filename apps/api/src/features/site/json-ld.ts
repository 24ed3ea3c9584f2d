import { PRICE_RANGE_LABELS, PRODUCT_NAME, type BlogPost, type FoodEvent, type Truck } from '@dishrated/shared';

/** A site path or an absolute URL as an absolute URL (link previews need absolute ones). */
export const absolute = (publicUrl: string, pathOrUrl: string | null | undefined) =>
  !pathOrUrl ? null : /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

/** A truck as schema.org's FoodEstablishment: where it stands now, what it serves, how it is rated. */
export function truckJsonLd(truck: Truck, url: string, image: string | null) {
  const coordinates = truck.location.coordinates;
  return {
    '@context': 'https://schema.org',
    '@type': 'FoodEstablishment',
    name: truck.name,
    description: truck.description,
    url,
    image: image ?? undefined,
    servesCuisine: truck.cuisine,
    priceRange: PRICE_RANGE_LABELS[truck.priceRange].symbol,
    address: truck.location.address ? { '@type': 'PostalAddress', streetAddress: truck.location.address, addressCountry: 'IN' } : undefined,
    geo: coordinates ? { '@type': 'GeoCoordinates', latitude: coordinates.latitude, longitude: coordinates.longitude } : undefined,
    // Search engines reject a rating with no reviews behind it.
    aggregateRating: truck.reviewCount > 0 ? { '@type': 'AggregateRating', ratingValue: truck.rating, reviewCount: truck.reviewCount, bestRating: 5, worstRating: 1 } : undefined,
  };
}

export function eventJsonLd(event: FoodEvent, url: string, image: string | null) {
  const coordinates = event.location.coordinates;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    url,
    image: image ?? undefined,
    startDate: event.date,
    endDate: event.endDate ?? undefined,
    eventStatus: event.status === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location.address ?? event.title,
      address: event.location.address ?? undefined,
      geo: coordinates ? { '@type': 'GeoCoordinates', latitude: coordinates.latitude, longitude: coordinates.longitude } : undefined,
    },
    organizer: { '@type': 'Organization', name: event.organizer.name },
  };
}

export function blogJsonLd(post: BlogPost, url: string, image: string | null, publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    image: image ?? undefined,
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.author.name },
    publisher: { '@type': 'Organization', name: PRODUCT_NAME, logo: { '@type': 'ImageObject', url: `${publicUrl}/icons/icon-512.png` } },
    keywords: post.tags.join(', ') || undefined,
  };
}
