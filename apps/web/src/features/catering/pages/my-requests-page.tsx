import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner, RequireAuth } from '../../../lib/auth';
import { cateringQueries } from '../api/catering-api';
import { RequestFacts, StatusBadge } from '../../../components/catering/request-summary';

function MyRequests() {
  const { data, isPending, isError } = useQuery(cateringQueries.mine());
  if (isPending) return <PageSpinner />;
  if (isError) return <p role="alert" className="text-danger-800"><FormattedMessage id="catering.loadFailed" defaultMessage="Your requests could not be loaded." /></p>;
  if (data.length === 0) {
    return (
      <p className="rounded-xl bg-gray-50 p-8 text-center text-gray-600">
        <FormattedMessage id="catering.none" defaultMessage="No catering requests yet. Hire a truck for your next wedding, office lunch or party." />
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {data.map((request) => (
        <li key={request.id}>
          <Card className="p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-semibold text-gray-900"><Link to={`/catering/${request.id}`} className="hover:underline">{request.occasion}</Link></h2>
              <StatusBadge status={request.status} />
            </div>
            <div className="mt-2"><RequestFacts request={request} /></div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** /catering: the customer's catering requests, newest first. */
export default function MyCateringRequestsPage() {
  return (
    <RequireAuth>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl"><FormattedMessage id="catering.mine" defaultMessage="My catering requests" /></h1>
          <Button asChild><Link to="/catering/new"><Plus className="h-4 w-4" aria-hidden /> <FormattedMessage id="catering.new" defaultMessage="Book a truck" /></Link></Button>
        </div>
        <div className="mt-6"><MyRequests /></div>
      </div>
    </RequireAuth>
  );
}
