import { ADDRESS_SUGGESTIONS, type Place } from '@dishrated/shared';
import { Search } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Input, Label } from './ui/input';
import { nextOptionIndex } from '../lib/list-navigation';
import { toast } from '../lib/toast';
import { cn } from '../lib/utils';
import { geocodeApi } from '../lib/geocode-api';


/**
 * Address search with suggestions (ADDRESS_SUGGESTIONS: from 3 characters, 800 ms after typing stops), as an
 * ARIA combobox: Down and Up move through the suggestions, Enter picks the highlighted one (or
 * searches the text), Escape closes the list. Focus stays in the field throughout.
 */
export function AddressSearch({
  value,
  onChange,
  onPick,
  label,
  embedded = false,
}: {
  value: string;
  onChange: (text: string) => void;
  onPick: (place: Place) => void;
  label?: string;
  /** Inside another form: rendered without a form of its own (forms cannot nest); Enter still searches. */
  embedded?: boolean;
}) {
  const intl = useIntl();
  const [suggestions, setSuggestions] = useState<Place[]>([]);
  const [typed, setTyped] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputId = useId();

  useEffect(() => {
    if (!typed || value.trim().length < ADDRESS_SUGGESTIONS.minChars) return;
    const timer = setTimeout(() => {
      geocodeApi
        .search(value.trim(), ADDRESS_SUGGESTIONS.limit)
        .then((places) => {
          setSuggestions(places);
          setActive(-1);
        })
        .catch(() => setSuggestions([]));
    }, ADDRESS_SUGGESTIONS.delayMs);
    return () => clearTimeout(timer);
  }, [value, typed]);

  const open = typed && value.trim().length >= ADDRESS_SUGGESTIONS.minChars && suggestions.length > 0;

  function pick(place: Place) {
    setSuggestions([]);
    setTyped(false);
    setActive(-1);
    onPick(place);
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (open && active >= 0) {
      pick(suggestions[active]!);
      return;
    }
    const text = value.trim();
    if (!text) return; // A blank address search does nothing.
    setSuggestions([]);
    try {
      const [first] = await geocodeApi.search(text, 1);
      if (!first) throw new Error(intl.formatMessage({ id: 'address.notFound', defaultMessage: 'Address not found' }));
      onPick(first);
    } catch (error) {
      toast.error(
        intl.formatMessage({ id: 'address.searchError', defaultMessage: 'Search Error' }),
        error instanceof Error && error.message ? error.message : intl.formatMessage({ id: 'address.couldNotFind', defaultMessage: 'Could not find the specified location' }),
      );
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (embedded && event.key === 'Enter') {
      event.preventDefault();
      void submit();
      return;
    }
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => nextOptionIndex(current, suggestions.length, step));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setSuggestions([]);
      setActive(-1);
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;
  const Wrapper = embedded ? 'div' : 'form';
  const wrapperProps = embedded ? {} : { onSubmit: submit };
  return (
    <Wrapper {...wrapperProps} role="search" aria-label={intl.formatMessage({ id: 'address.searchBy', defaultMessage: 'Search by address' })} className="relative">
      <Label htmlFor={inputId}>{label ?? intl.formatMessage({ id: 'address.label', defaultMessage: 'Location' })}</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={value}
          placeholder={intl.formatMessage({ id: 'address.placeholder', defaultMessage: 'Search an area, e.g. Koramangala' })}
          autoComplete="off"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          onKeyDown={onKeyDown}
          onChange={(e) => {
            setTyped(true);
            setActive(-1);
            if (e.target.value.trim().length < ADDRESS_SUGGESTIONS.minChars) setSuggestions([]);
            onChange(e.target.value);
          }}
        />
        <button type={embedded ? 'button' : 'submit'} onClick={embedded ? () => void submit() : undefined} aria-label={intl.formatMessage({ id: 'address.search', defaultMessage: 'Search location' })} className="flex h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded-lg bg-brand-700 text-white hover:bg-brand-800">
          <Search className="h-4 w-4" aria-hidden />
        </button>
      </div>
      {open ? (
        <ul id={listId} role="listbox" aria-label={intl.formatMessage({ id: 'address.suggestions', defaultMessage: 'Address suggestions' })} className="absolute z-20 mt-1 w-full overflow-hidden rounded-lg border border-gray-200 bg-white shadow-lg">
          {suggestions.map((place, index) => (
            <li
              key={`${place.lat},${place.lng},${place.displayName}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps focus in the field, as a combobox does; the click still picks.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(place)}
              className={cn('block w-full cursor-pointer px-3 py-2 text-left text-sm hover:bg-brand-50', index === active && 'bg-brand-100 text-brand-900')}
            >
              {place.displayName}
            </li>
          ))}
        </ul>
      ) : null}
    </Wrapper>
  );
}
