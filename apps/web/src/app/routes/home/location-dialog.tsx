import { MapPin } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Button } from '../../../components/ui/button';

export function LocationDialog({ open, onAllow, onSkip }: { open: boolean; onAllow: () => void; onSkip: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (!next ? onSkip() : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-orange-100 text-orange-700">
            <MapPin className="h-6 w-6" aria-hidden />
          </span>
          <Dialog.Title className="mt-4 text-xl font-bold text-gray-900">Find Food Trucks Near You</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-600">
            DishRated uses your location to show the food trucks closest to you, how far away they are and how to get there. Your location is not shared with anyone.
          </Dialog.Description>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
            <Button onClick={onAllow} className="flex-1">Allow Location</Button>
            <Button variant="outline" onClick={onSkip} className="flex-1">Skip for now</Button>
          </div>
          <p className="mt-4 text-xs text-gray-500">You can change this choice at any time in your browser settings.</p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
