import { Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Input, Label } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { geocodeApi } from '../api/trucks-api';

type Place = { displayName: string; lat: number; lng: number };

/** Address search with suggestions: from 3 characters, 800 ms after typing stops, 5 results. */
export function AddressSearch({ value, onChange, onPick }: { value: string; onChange: (text: string) => void; onPick: (place: Place) => void }) {
  const [suggestions, setSuggestions] = useState<Place[]>([]);
  const [typed, setTyped] = useState(false);

  useEffect(() => {
    if (!typed || value.trim().length < 3) return;
    const timer = setTimeout(() => {
      geocodeApi.search(value.trim(), 5).then(setSuggestions).catch(() => setSuggestions([]));
    }, 800);
    return () => clearTimeout(timer);
  }, [value, typed]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = value.trim();
    if (!text) return; // Spec: a blank address search does nothing.
    setSuggestions([]);
    try {
      const [first] = await geocodeApi.search(text, 1);
      if (!first) throw new Error('Address not found');
      onPick(first);
    } catch (error) {
      toast.error('Search Error', error instanceof Error && error.message ? error.message : 'Could not find the specified location');
    }
  }

  const open = typed && value.trim().length >= 3 && suggestions.length > 0;
  return (
    <form onSubmit={submit} role="search" aria-label="Search by address" className="relative">
      <Label htmlFor="find-location">Location</Label>
      <div className="flex gap-2">
        <Input
          id="find-location"
          value={value}
          placeholder="Search an area, e.g. Koramangala"
          autoComplete="off"
          role="combobox"
          aria-expanded={open}
          aria-controls="location-suggestions"
          aria-autocomplete="list"
          onChange={(e) => {
            setTyped(true);
            if (e.target.value.trim().length < 3) setSuggestions([]);
            onChange(e.target.value);
          }}
        />
        <button type="submit" aria-label="Search location" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-orange-600 text-white hover:bg-orange-700 cursor-pointer">
          <Search className="h-4 w-4" aria-hidden />
        </button>
      </div>
      {open ? (
        <ul id="location-suggestions" role="listbox" aria-label="Address suggestions" className="absolute z-20 mt-1 w-full overflow-hidden rounded-lg border border-gray-200 bg-white shadow-lg">
          {suggestions.map((place) => (
            <li key={`${place.lat},${place.lng},${place.displayName}`} role="option" aria-selected={false}>
              <button
                type="button"
                className="block w-full px-3 py-2 text-left text-sm hover:bg-orange-50 cursor-pointer"
                onClick={() => {
                  setSuggestions([]);
                  setTyped(false);
                  onPick(place);
                }}
              >
                {place.displayName}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
