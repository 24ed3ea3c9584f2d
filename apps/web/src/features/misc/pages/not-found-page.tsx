import { Compass } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

export default function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center">
      <Compass className="h-14 w-14 text-brand-500" aria-hidden />
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-700">
        <FormattedMessage id="notFound.code" defaultMessage="404" />
      </p>
      <h1 className="mt-1 text-3xl font-bold text-gray-900">
        <FormattedMessage id="notFound.title" defaultMessage="Page not found" />
      </h1>
      <p className="mt-2 max-w-md text-gray-600">
        <FormattedMessage id="notFound.text" defaultMessage="This truck has moved on. The page you are looking for does not exist or has been moved." />
      </p>
      <div className="mt-6 flex gap-3">
        <Button asChild>
          <Link to="/"><FormattedMessage id="common.backHome" defaultMessage="Back to Home" /></Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/find-trucks"><FormattedMessage id="nav.findTrucks" defaultMessage="Find Trucks" /></Link>
        </Button>
      </div>
    </div>
  );
}
