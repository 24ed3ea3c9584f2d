import { Heart } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageSpinner, RequireAuth } from '../../../lib/auth';
import { useFollowing, useNotificationSettings } from '../api/follows-api';
import { AlertSettingsForm } from '../components/alert-settings-form';
import { FollowedTruckRow } from '../components/followed-truck-row';
import { PushSwitch } from '../components/push-switch';

function Following() {
  const following = useFollowing();
  const intl = useIntl();
  const settings = useNotificationSettings();
  const trucks = following.data ?? [];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900"><FormattedMessage id="account.following" defaultMessage="Following" /></h1>
      <p className="mt-1 text-gray-600"><FormattedMessage id="following.intro" defaultMessage="The trucks you follow, and when we tell you about them." /></p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="followed-heading">
          <h2 id="followed-heading" className="sr-only"><FormattedMessage id="following.trucks" defaultMessage="Trucks you follow" /></h2>
          {following.isLoading ? (
            <PageSpinner label={intl.formatMessage({ id: 'following.loading', defaultMessage: 'Loading the trucks you follow...' })} />
          ) : trucks.length === 0 ? (
            <Card className="p-8 text-center">
              <Heart className="mx-auto h-8 w-8 text-brand-600" aria-hidden />
              <p className="mt-2 font-semibold text-gray-900"><FormattedMessage id="following.none" defaultMessage="You are not following any trucks yet." /></p>
              <p className="mt-1 text-sm text-gray-600"><FormattedMessage id="following.how" defaultMessage="Tap Follow on a truck’s page to hear when it opens near you." /></p>
              <Link to="/find-trucks" className="mt-3 inline-block font-medium text-brand-700 hover:underline"><FormattedMessage id="order.findTrucks" defaultMessage="Find trucks" /></Link>
            </Card>
          ) : (
            <ul className="space-y-3">{trucks.map((truck) => <FollowedTruckRow key={truck.truckId} truck={truck} />)}</ul>
          )}
        </section>
        <div className="space-y-6">
          <Card className="p-5">
            <h2 className="text-lg font-bold text-gray-900"><FormattedMessage id="following.push" defaultMessage="Push on this device" /></h2>
            <div className="mt-3"><PushSwitch /></div>
          </Card>
          <Card className="p-5">
            <h2 className="text-lg font-bold text-gray-900"><FormattedMessage id="following.alerts" defaultMessage="Alert settings" /></h2>
            <div className="mt-3">
              {settings.data ? <AlertSettingsForm settings={settings.data} /> : <PageSpinner label={intl.formatMessage({ id: 'following.loadingSettings', defaultMessage: 'Loading your settings...' })} />}
            </div>
          </Card>
        </div>
      </div>
    </div>
  );
}

export default function FollowingPage() {
  return (
    <RequireAuth>
      <Following />
    </RequireAuth>
  );
}
