import { EVENT_REACH_KM, canReachEvent, eventDistanceKm, policies, type FoodEvent } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { ownerTrucksQuery } from '../../../lib/owner-trucks';
import { useRegisterTruck } from '../api/event-mutations';

/** A place as the shared reach rule reads it. */
const placeOf = (coordinates: { latitude: number; longitude: number } | null) => ({ latitude: coordinates?.latitude ?? null, longitude: coordinates?.longitude ?? null });

function TruckPicker({ event, onDone }: { event: FoodEvent; onDone: () => void }) {
  const intl = useIntl();
  const { data: trucks, isPending } = useQuery(ownerTrucksQuery());
  const registered = new Set(event.participatingTrucks.map((p) => p.truck._id));
  const unregistered = trucks?.filter((t) => !registered.has(t.id)) ?? [];
  const eventPlace = placeOf(event.location.coordinates);
  const choices = unregistered.map((truck) => {
    const truckPlace = placeOf(truck.location.coordinates);
    return { truck, km: eventDistanceKm(truckPlace, eventPlace), reachable: canReachEvent(truckPlace, eventPlace) };
  });
  const reachable = choices.filter((c) => c.reachable);
  const [truckId, setTruckId] = useState<string>('');
  const register = useRegisterTruck(event.id, {
    onSuccess: () => {
      toast.success(intl.formatMessage({ id: 'joinEvent.joined', defaultMessage: 'Successfully registered for the event' }));
      onDone();
    },
    onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'joinEvent.failed', defaultMessage: 'Failed to register for event' }))),
  });
  if (isPending) return <p role="status" className="text-sm text-gray-600"><FormattedMessage id="joinEvent.loading" defaultMessage="Loading your trucks..." /></p>;
  if (unregistered.length === 0) return <p className="text-sm text-gray-600"><FormattedMessage id="joinEvent.none" defaultMessage="All of your trucks are already registered, or you have none yet." /></p>;
  // One truck that can go is the answer already; with more, the owner picks (none is assumed).
  const chosen = truckId || (reachable.length === 1 ? reachable[0]!.truck.id : '');
  return (
    <div className="space-y-3">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-700"><FormattedMessage id="joinEvent.which" defaultMessage="Which truck will be there?" /></legend>
        {choices.map(({ truck, km, reachable: canGo }) => (
          <label key={truck.id} className={cn('flex items-center gap-2 rounded-lg border border-gray-200 p-2 text-sm', !canGo && 'text-gray-500')}>
            <input type="radio" name="truck" value={truck.id} checked={chosen === truck.id} disabled={!canGo} onChange={() => setTruckId(truck.id)} aria-describedby={canGo ? undefined : `reach-${truck.id}`} className="accent-brand-600" />
            <span>
              {truck.name}
              {!canGo && km !== null ? <span id={`reach-${truck.id}`} className="block text-xs"><FormattedMessage id="joinEvent.tooFar" defaultMessage="{km} km away: trucks join events within {reach} km" values={{ km: Math.round(km), reach: EVENT_REACH_KM }} /></span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      <Button onClick={() => register.mutate(chosen)} disabled={!chosen || register.isPending} className="w-full">{register.isPending ? <FormattedMessage id="joinEvent.joining" defaultMessage="Joining..." /> : <FormattedMessage id="joinEvent.join" defaultMessage="Join Event" />}</Button>
    </div>
  );
}

/**
 * Join Event: visitors are asked to sign in, customers told only owners take part, owners choose
 * which of their trucks registers (the server holds every rule: deadline, places, ownership).
 */
export function JoinEventButton({ event, className }: { event: FoodEvent; className?: string }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // The dialog opens from code (after the checks below), not from a Radix trigger, so focus is
  // given back to the button by hand when it closes.
  const button = useRef<HTMLButtonElement>(null);
  if (!event.isRegistrationOpen) return null;
  const start = () => {
    if (!user) {
      toast.error(intl.formatMessage({ id: 'joinEvent.signInTitle', defaultMessage: 'Authentication Required' }), intl.formatMessage({ id: 'joinEvent.signIn', defaultMessage: 'Please login to participate in events' }));
      navigate('/login', { state: { from: `/events/${event.id}` } });
      return;
    }
    if (!policies['event:join'](user)) {
      toast.error(intl.formatMessage({ id: 'admin.denied', defaultMessage: 'Access Denied' }), intl.formatMessage({ id: 'joinEvent.ownersOnly', defaultMessage: 'Only food truck owners can participate in events' }));
      return;
    }
    setOpen(true);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Button ref={button} size="sm" onClick={start} className={className}><FormattedMessage id="joinEvent.join" defaultMessage="Join Event" /></Button>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            button.current?.focus();
          }}
        >
          <Dialog.Title className="text-lg font-semibold text-gray-900"><FormattedMessage id="joinEvent.title" defaultMessage="Join {title}" values={{ title: event.title }} /></Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-600">
            {event.availableSpots === null ? (
              <FormattedMessage id="joinEvent.unlimited" defaultMessage="Unlimited places." />
            ) : (
              <FormattedMessage id="joinEvent.placesLeft" defaultMessage="{count, plural, one {# place left.} other {# places left.}}" values={{ count: event.availableSpots }} />
            )}
          </Dialog.Description>
          <div className="mt-4">{open ? <TruckPicker event={event} onDone={() => setOpen(false)} /> : null}</div>
          <Dialog.Close asChild>
            <Button variant="outline" className="mt-2 w-full"><FormattedMessage id="common.cancel" defaultMessage="Cancel" /></Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
