import { dishName, localizedPath, SEARCH_EXAMPLES, SEARCH_LIMITS, type Suggestion } from '@dishrated/shared';
import { Search, Store, Tags, UtensilsCrossed } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '../../../lib/hydration';
import { defineMessages, useLocale } from '../../../lib/i18n';
import { nextOptionIndex } from '../../../lib/list-navigation';
import { freshCachedLocation, readPreferences } from '../../../lib/location-preferences';
import { cn } from '../../../lib/utils';
import { useSuggestions } from '../api/search-api';

const KIND_ICONS = { dish: UtensilsCrossed, cuisine: Tags, truck: Store } as const;
const KIND_WORDS = defineMessages<'dish' | 'cuisine' | 'truck'>({
  dish: { id: 'search.kind.dish', defaultMessage: 'Dish' },
  cuisine: { id: 'search.kind.cuisine', defaultMessage: 'Cuisine' },
  truck: { id: 'search.kind.truck', defaultMessage: 'Truck' },
});
/** Typing pauses this long before suggestions are asked for: one request per word, not per key. */
const TYPING_PAUSE_MS = 120;

/** Where this browser last was (when it shared that lately), for searches "near you". */
function here(): { lat: number; lng: number } | null {
  const cached = freshCachedLocation(readPreferences());
  return cached ? { lat: Number(cached.lat.toFixed(4)), lng: Number(cached.lng.toFixed(4)) } : null;
}

/** The results page for a search, near this browser when it knows where it is. */
export function searchPath(q: string): string {
  const place = here();
  return `/search?${new URLSearchParams({ q, ...(place ? { lat: String(place.lat), lng: String(place.lng) } : {}) })}`;
}

function suggestionPath(suggestion: Suggestion): string {
  if (suggestion.kind === 'truck') return `/trucks/${suggestion.truckId}`;
  if (suggestion.kind === 'cuisine') return `/find-trucks?${new URLSearchParams({ cuisine: suggestion.text })}`;
  return searchPath(suggestion.text);
}

/**
 * The header's dish search: a form that works before the app's script has loaded (it opens
 * /search?q=), and once it has, an ARIA combobox of suggestions from two characters: Down and Up
 * move through them, Enter opens the highlighted one (or searches the text), Escape closes.
 */
export function DishSearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  const intl = useIntl();
  const locale = useLocale();
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  // The list belongs to the page it was opened on: a new page (or search) closes it.
  const shownOn = `${location.pathname}${location.search}`;
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === shownOn;
  const setOpen = (next: boolean) => setOpenedOn(next ? shownOn : null);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const place = hydrated ? here() : null;
  const suggestions = useSuggestions(typed, place);
  const list = (typed.trim().length >= SEARCH_LIMITS.suggestMin && suggestions.data) || [];
  const shown = open && list.length > 0;

  useEffect(() => {
    const timer = setTimeout(() => setTyped(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  function go(path: string) {
    setOpen(false);
    setActive(-1);
    navigate(path);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (shown && active >= 0) return go(suggestionPath(list[active]!));
    const q = text.trim();
    if (q) go(searchPath(q));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!shown) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => nextOptionIndex(current, list.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <form role="search" aria-label={intl.formatMessage({ id: 'search.label', defaultMessage: 'Search dishes' })} action={localizedPath('/search', locale)} method="get" onSubmit={submit} className={cn('relative', className)}>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-400" aria-hidden />
        <input
          name="q"
          type="text"
          enterKeyHint="search"
          value={text}
          maxLength={SEARCH_LIMITS.queryMax}
          placeholder={intl.formatMessage({ id: 'search.placeholder', defaultMessage: 'Search a dish: {examples}…' }, { examples: SEARCH_EXAMPLES.slice(0, 2).map((dish) => dishName(dish, locale)).join(', ') })}
          aria-label={intl.formatMessage({ id: 'search.label', defaultMessage: 'Search dishes' })}
          autoComplete="off"
          role="combobox"
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          className="h-10 w-full rounded-full border border-gray-300 bg-gray-50 pl-9 pr-3 text-sm text-gray-900 placeholder:text-gray-500 focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-500/30"
        />
      </div>
      {shown ? (
        <ul id={listId} role="listbox" aria-label={intl.formatMessage({ id: 'search.suggestions', defaultMessage: 'Search suggestions' })} className="absolute left-0 right-0 z-50 mt-1 overflow-hidden rounded-xl border border-gray-200 bg-white py-1 shadow-lg">
          {list.map((suggestion, index) => {
            const Icon = KIND_ICONS[suggestion.kind];
            return (
              <li
                key={`${suggestion.kind}:${suggestion.truckId ?? suggestion.text}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keeps focus in the field, as a combobox does; the click still picks.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => go(suggestionPath(suggestion))}
                className={cn('flex cursor-pointer items-center gap-2 px-3 py-2 text-sm hover:bg-brand-50', index === active && 'bg-brand-100 text-brand-900')}
              >
                <Icon className="h-4 w-4 shrink-0 text-gray-500" aria-hidden />
                <span className="min-w-0 flex-1 truncate">{suggestion.text}</span>
                <span className="text-xs text-gray-500">{intl.formatMessage(KIND_WORDS[suggestion.kind])}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </form>
  );
}
