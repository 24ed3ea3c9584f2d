import { MapPin } from 'lucide-react';
import { FormattedMessage } from 'react-intl';

/** Stands in for a map until a location is known. */
export function LocationRequired({ message, height = 400 }: { message: string; height?: number }) {
  return (
    <div style={{ height }} className="flex flex-col items-center justify-center rounded-2xl border border-dashed border-gray-300 bg-gray-50 p-6 text-center">
      <MapPin className="h-10 w-10 text-gray-400" aria-hidden />
      <p className="mt-3 font-semibold text-gray-800"><FormattedMessage id="location.requiredTitle" defaultMessage="Location Required" /></p>
      <p className="mt-1 text-sm text-gray-600">{message}</p>
    </div>
  );
}
