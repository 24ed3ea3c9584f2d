import { cityAt, parseHoursText, PRICE_RANGE_LABELS, PRODUCT_NAME, type BlogPost, type FoodEvent, type Truck } from '@dishrated/shared';

/** A site path or an absolute URL as an absolute URL (link previews need absolute ones). */
export const absolute = (publicUrl: string, pathOrUrl: string | null | undefined) =>
  !pathOrUrl ? null : /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

/** The week's serving hours as schema.org reads them, from the days the page's table shows. */
function openingHours(truck: Truck) {
  return (truck.schedule ?? []).flatMap((entry) => {
    const hours = parseHoursText(entry.hours);
    return hours && hours !== 'closed' ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${entry.day}`, opens: hours.startTime, closes: hours.endTime }] : [];
  });
}

/** A truck as schema.org's FoodEstablishment: where it stands now, what it serves, its hours and phone, how it is rated. */
export function truckJsonLd(truck: Truck, url: string, image: string | null) {
  const coordinates = truck.location.coordinates;
  const city = coordinates ? cityAt(coordinates.latitude, coordinates.longitude) : null;
  const hours = openingHours(truck);
  const telephone = truck.aboutInfo.phone || (truck.owner && typeof truck.owner === 'object' ? truck.owner.phone : null);
  return {
    '@context': 'https://schema.org',
    '@type': 'FoodEstablishment',
    name: truck.name,
    description: truck.description,
    url,
    image: image ?? undefined,
    servesCuisine: truck.cuisine,
    priceRange: PRICE_RANGE_LABELS[truck.priceRange].symbol,
    telephone: telephone || undefined,
    address: truck.location.address
      ? { '@type': 'PostalAddress', streetAddress: truck.location.address, addressLocality: city?.name, addressRegion: city?.state, addressCountry: 'IN' }
      : undefined,
    openingHoursSpecification: hours.length ? hours : undefined,
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

/** A popular dish's page: the collection of trucks that serve it, as search engines read it. */
export function dishJsonLd(dish: { name: string }, url: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: `${dish.name} near you`,
    description,
    url,
    about: { '@type': 'Thing', name: dish.name },
    isPartOf: { '@type': 'WebSite', name: PRODUCT_NAME },
  };
}
