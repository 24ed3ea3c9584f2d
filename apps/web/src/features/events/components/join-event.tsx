import { policies, type FoodEvent } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { ownerTrucksQuery } from '../../../lib/owner-trucks';
import { useRegisterTruck } from '../api/event-mutations';

function TruckPicker({ event, onDone }: { event: FoodEvent; onDone: () => void }) {
  const { data: trucks, isPending } = useQuery(ownerTrucksQuery());
  const registered = new Set(event.participatingTrucks.map((p) => p.truck._id));
  const available = trucks?.filter((t) => !registered.has(t.id)) ?? [];
  const [truckId, setTruckId] = useState<string>('');
  const register = useRegisterTruck(event.id, {
    onSuccess: () => {
      toast.success('Successfully registered for the event');
      onDone();
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to register for event')),
  });
  if (isPending) return <p role="status" className="text-sm text-gray-600">Loading your trucks...</p>;
  if (available.length === 0) return <p className="text-sm text-gray-600">All of your trucks are already registered, or you have none yet.</p>;
  const chosen = truckId || available[0]!.id;
  return (
    <div className="space-y-3">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-700">Which truck will be there?</legend>
        {available.map((t) => (
          <label key={t.id} className="flex items-center gap-2 rounded-lg border border-gray-200 p-2 text-sm">
            <input type="radio" name="truck" value={t.id} checked={chosen === t.id} onChange={() => setTruckId(t.id)} className="accent-brand-600" /> {t.name}
          </label>
        ))}
      </fieldset>
      <Button onClick={() => register.mutate(chosen)} disabled={register.isPending} className="w-full">{register.isPending ? 'Joining...' : 'Join Event'}</Button>
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
  const [open, setOpen] = useState(false);
  if (!event.isRegistrationOpen) return null;
  const start = () => {
    if (!user) {
      toast.error('Authentication Required', 'Please login to participate in events');
      navigate('/login', { state: { from: `/events/${event.id}` } });
      return;
    }
    if (!policies['event:join'](user)) {
      toast.error('Access Denied', 'Only food truck owners can participate in events');
      return;
    }
    setOpen(true);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Button size="sm" onClick={start} className={className}>Join Event</Button>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-gray-900">Join {event.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-600">
            {event.availableSpots === null ? 'Unlimited places.' : `${event.availableSpots} places left.`}
          </Dialog.Description>
          <div className="mt-4">{open ? <TruckPicker event={event} onDone={() => setOpen(false)} /> : null}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
