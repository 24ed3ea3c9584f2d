import { MapPin } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/button';

/**
 * The first-visit location question: the browser's own modal dialog. It traps focus, makes the
 * page behind inert, closes on Escape and returns focus by itself, so home carries no dialog
 * library, and opening it over the server-rendered page is one style pass rather than a script's walk
 * over the whole document (what made opening the library's dialog one of the longest tasks on a
 * phone). On a first visit the page's bootstrap opens it before the app has hydrated
 * (data-opens-on-first-visit, hydration-bootstrap.ts), so the question is there on load.
 */
export function LocationDialog({ open, onAllow, onSkip }: { open: boolean; onAllow: () => void; onSkip: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  // Opened when asked. Only an answer closes it (below), never `open` reading false: at hydration it
  // does, while on a first visit the bootstrap has opened the dialog already, and an answer given
  // before hydration is replayed while it still does.
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);
  const answer = (choice: () => void) => () => {
    ref.current?.close();
    choice();
  };

  return (
    <dialog
      ref={ref}
      data-opens-on-first-visit
      aria-labelledby="location-dialog-title"
      aria-describedby="location-dialog-description"
      // Escape, or a tap on the dimmed page around the box, is "Skip for now".
      onCancel={(event) => {
        event.preventDefault();
        answer(onSkip)();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) answer(onSkip)();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 shadow-xl backdrop:bg-black/40"
    >
      <div className="p-6">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <MapPin className="h-6 w-6" aria-hidden />
        </span>
        <h2 id="location-dialog-title" className="mt-4 text-xl font-bold text-gray-900"><FormattedMessage id="location.dialog.title" defaultMessage="Find Food Trucks Near You" /></h2>
        <p id="location-dialog-description" className="mt-2 text-sm text-gray-600">
          <FormattedMessage id="location.dialog.text" defaultMessage="DishRated uses your location to show the food trucks closest to you, how far away they are and how to get there. Your location is not shared with anyone." />
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
          <Button onClick={answer(onAllow)} className="sm:flex-1"><FormattedMessage id="location.dialog.allow" defaultMessage="Allow Location" /></Button>
          <Button variant="outline" onClick={answer(onSkip)} className="sm:flex-1"><FormattedMessage id="location.dialog.skip" defaultMessage="Skip for now" /></Button>
        </div>
        <p className="mt-4 text-xs text-gray-500"><FormattedMessage id="location.dialog.change" defaultMessage="You can change this choice at any time in your browser settings." /></p>
      </div>
    </dialog>
  );
}
