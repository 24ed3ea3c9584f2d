import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageSpinner, RequireAuth } from '../../../lib/auth';
import { useFollowing, useNotificationSettings } from '../api/follows-api';
import { AlertSettingsForm } from '../components/alert-settings-form';
import { FollowedTruckRow } from '../components/followed-truck-row';
import { PushSwitch } from '../components/push-switch';

function Following() {
  const following = useFollowing();
  const settings = useNotificationSettings();
  const trucks = following.data ?? [];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900">Following</h1>
      <p className="mt-1 text-gray-600">The trucks you follow, and when we tell you about them.</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="followed-heading">
          <h2 id="followed-heading" className="sr-only">Trucks you follow</h2>
          {following.isLoading ? (
            <PageSpinner label="Loading the trucks you follow..." />
          ) : trucks.length === 0 ? (
            <Card className="p-8 text-center">
              <Heart className="mx-auto h-8 w-8 text-brand-600" aria-hidden />
              <p className="mt-2 font-semibold text-gray-900">You are not following any trucks yet.</p>
              <p className="mt-1 text-sm text-gray-600">Tap Follow on a truck’s page to hear when it opens near you.</p>
              <Link to="/find-trucks" className="mt-3 inline-block font-medium text-brand-700 hover:underline">Find trucks</Link>
            </Card>
          ) : (
            <ul className="space-y-3">{trucks.map((truck) => <FollowedTruckRow key={truck.truckId} truck={truck} />)}</ul>
          )}
        </section>
        <div className="space-y-6">
          <Card className="p-5">
            <h2 className="text-lg font-bold text-gray-900">Push on this device</h2>
            <div className="mt-3"><PushSwitch /></div>
          </Card>
          <Card className="p-5">
            <h2 className="text-lg font-bold text-gray-900">Alert settings</h2>
            <div className="mt-3">{settings.data ? <AlertSettingsForm settings={settings.data} /> : <PageSpinner label="Loading your settings..." />}</div>
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
