import { Hourglass } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

export default function ComingSoonPage({ title }: { title?: string }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center">
      <Hourglass className="h-14 w-14 text-live-600" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold text-gray-900">{title ?? <FormattedMessage id="common.comingSoon" defaultMessage="Coming Soon" />}</h1>
      <p className="mt-2 max-w-md text-gray-600">
        <FormattedMessage id="comingSoon.text" defaultMessage="We are cooking this page up. Check back soon!" />
      </p>
      <Button asChild className="mt-6">
        <Link to="/"><FormattedMessage id="common.backHome" defaultMessage="Back to Home" /></Link>
      </Button>
    </div>
  );
}
