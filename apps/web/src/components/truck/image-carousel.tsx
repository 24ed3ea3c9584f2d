import { FormattedMessage, useIntl } from 'react-intl';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/utils';
import { TruckImage } from './truck-bits';

/**
 * Image carousel: autoplay (4 s default), wraps, pauses on hover, play/pause, previous/next,
 * dots and an 'n / total' counter when there is more than one image; broken images fall back.
 */
export function ImageCarousel({
  images,
  alt,
  intervalMs = 4000,
  className,
  href,
}: {
  images: string[];
  alt: string;
  intervalMs?: number;
  className?: string;
  /** Clicking the photo opens this page; the carousel's own buttons sit above the link. */
  href?: string;
}) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const many = images.length > 1;

  useEffect(() => {
    if (!many || !playing || hovered) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % images.length), intervalMs);
    return () => clearInterval(id);
  }, [many, playing, hovered, images.length, intervalMs]);

  const go = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length);
  const button = 'absolute top-1/2 -translate-y-1/2 flex h-8 w-8 items-center justify-center rounded-full bg-white/85 text-gray-800 shadow hover:bg-white cursor-pointer';

  return (
    <div
      className={cn('group relative overflow-hidden bg-gray-100', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      aria-roledescription="carousel"
      aria-label={intl.formatMessage({ id: 'carousel.photosOf', defaultMessage: '{name} photos' }, { name: alt })}
    >
      <TruckImage src={images[index % images.length]} alt={intl.formatMessage({ id: 'carousel.photo', defaultMessage: '{name}, photo {number}' }, { name: alt, number: (index % images.length) + 1 })} className="h-full w-full object-cover" />
      {href ? <Link to={href} className="absolute inset-0 focus-visible:outline-2 focus-visible:outline-brand-500" aria-label={intl.formatMessage({ id: 'carousel.viewPage', defaultMessage: 'View {name}’s page' }, { name: alt })} /> : null}
      {many ? (
        <>
          <button type="button" className={cn(button, 'left-2')} onClick={(e) => { e.preventDefault(); go(-1); }} aria-label={intl.formatMessage({ id: 'carousel.previous', defaultMessage: 'Previous photo' })}>
            <ChevronLeft className="h-4 w-4" aria-hidden />
          </button>
          <button type="button" className={cn(button, 'right-2')} onClick={(e) => { e.preventDefault(); go(1); }} aria-label={intl.formatMessage({ id: 'carousel.next', defaultMessage: 'Next photo' })}>
            <ChevronRight className="h-4 w-4" aria-hidden />
          </button>
          <button type="button" onClick={(e) => { e.preventDefault(); setPlaying((p) => !p); }} aria-label={playing ? intl.formatMessage({ id: 'carousel.pause', defaultMessage: 'Pause slideshow' }) : intl.formatMessage({ id: 'carousel.play', defaultMessage: 'Play slideshow' })} className="absolute right-2 top-2 flex h-7 w-7 items-center justify-center rounded-full bg-black/50 text-white cursor-pointer">
            {playing ? <Pause className="h-3.5 w-3.5" aria-hidden /> : <Play className="h-3.5 w-3.5" aria-hidden />}
          </button>
          <span className="absolute bottom-2 right-2 rounded-full bg-black/60 px-2 py-0.5 text-xs text-white">
            <FormattedMessage id="carousel.position" defaultMessage="{number} / {total}" values={{ number: (index % images.length) + 1, total: images.length }} />
          </span>
          {/* Each dot is drawn small inside a target a finger can hit (24 px square). */}
          <div className="absolute bottom-0.5 left-1/2 flex -translate-x-1/2">
            {images.map((_, i) => (
              <button key={i} type="button" onClick={(e) => { e.preventDefault(); setIndex(i); }} aria-label={intl.formatMessage({ id: 'carousel.show', defaultMessage: 'Show photo {number}' }, { number: i + 1 })} aria-current={i === index % images.length} className="flex h-6 w-6 cursor-pointer items-center justify-center">
                <span aria-hidden className={cn('h-2 w-2 rounded-full', i === index % images.length ? 'bg-white' : 'bg-white/50')} />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
