// Suggestions as the visitor types: the ARIA combobox pattern (a text field that controls a listbox)
// on the search field it is given. After two characters and a pause, /car/suggest is asked for the
// normalised prefix, with the list's filters when the field is in the list's form (one cached answer
// per prefix and filters); an answer to an older prefix never replaces a newer one. Arrow keys move through the options, Enter opens the active one (or searches, when none
// is active), Escape closes the list, then clears the field; a status line tells screen readers how
// many suggestions there are. Loaded on first focus by search-box.tsx.
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import type { ListQuery } from '#app/catalogue/filters.server.ts';
import { listSearch } from '#app/catalogue/list-query.ts';
import { normalise } from '#app/catalogue/search/normalise.ts';
import type { Suggestion, Suggestions } from '#app/catalogue/search/suggest.server.ts';
import { gatewayGet } from '#app/lib/gateway-client.ts';
import { useClientState } from '#app/state/client-state-provider.tsx';
import { useSitePath } from './channel-link';

export type SuggestionsProps = { input: RefObject<HTMLInputElement | null> };

const DEBOUNCE_MS = 150;
/** The list's fields a search box in its form sits among, sent with the words. */
const WITHIN = ['purpose', 'brand', 'type', 'seats', 'price', 'fuel', 'status', 'sort'] as const;

/**
 * The filters and sort of the form around the field, as /car/suggest takes them (the list's clean
 * query string: defaults left out); none on the home page.
 */
function filtersAround(field: HTMLInputElement): Record<string, string> {
  if (!field.form) return {};
  const values = new FormData(field.form);
  const within = Object.fromEntries(WITHIN.map((name) => [name, values.get(name) ?? undefined]));
  return Object.fromEntries(new URLSearchParams(listSearch(within as Partial<ListQuery>)));
}
const MIN_CHARACTERS = 2;
const GROUPS = [
  ['kinds', 'Categories'],
  ['brands', 'Brands'],
  ['models', 'Models'],
  ['cars', 'Cars'],
] as const;

type Option = Suggestion & { id: string };

export function SearchSuggestions({ input }: SuggestionsProps) {
  const listId = useId();
  const navigate = useNavigate();
  const sitePath = useSitePath();
  // the kinds and cars described in the words of the visitor's units (`Gasoline`)
  const { units } = useClientState();
  const [answer, setAnswer] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef('');
  const cache = useRef(new Map<string, Suggestions>());

  const groups = GROUPS.map(([key, title]) => ({
    key,
    title,
    options: (answer?.[key] ?? []).map((suggestion, i): Option => ({ ...suggestion, id: `${listId}-${key}-${i}` })),
  })).filter((group) => group.options.length > 0);
  const options = groups.flatMap((group) => group.options);
  const shown = open && options.length > 0;

  // the state the handlers below read, without re-attaching them on every change
  const state = useRef({ options, active, shown, sitePath, units });

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    let timer: ReturnType<typeof setTimeout> | undefined;

    field.setAttribute('role', 'combobox');
    field.setAttribute('aria-autocomplete', 'list');
    field.setAttribute('aria-controls', listId);
    field.setAttribute('autocomplete', 'off');

    const ask = (prefix: string) => {
      const params = { q: prefix, ...filtersAround(field), units: state.current.units };
      const key = new URLSearchParams(params).toString();
      latest.current = key;
      const known = cache.current.get(key);
      if (known) return show(known);
      gatewayGet<Suggestions>('/car/suggest', params).then(
        (found) => {
          cache.current.set(key, found);
          // the field has moved on: an older answer is dropped
          if (latest.current === key) show(found);
        },
        () => undefined,
      );
    };
    const show = (found: Suggestions) => {
      setAnswer(found);
      setActive(-1);
      setOpen(true);
    };
    const onInput = () => {
      clearTimeout(timer);
      const prefix = normalise(field.value);
      if (field.value.trim().length < MIN_CHARACTERS || !prefix) {
        latest.current = '';
        setOpen(false);
        return;
      }
      timer = setTimeout(() => ask(prefix), DEBOUNCE_MS);
    };
    const go = (option: Option) => {
      setOpen(false);
      navigate(state.current.sitePath(option.path));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { options, active, shown } = state.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!options.length) return;
        event.preventDefault();
        if (!shown) {
          setOpen(true);
          setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
          return;
        }
        // past either end the field itself is active again (-1), as in the APG pattern
        const next = active + (event.key === 'ArrowDown' ? 1 : -1);
        setActive(next >= options.length ? -1 : next < -1 ? options.length - 1 : next);
      } else if (event.key === 'Enter' && shown && active >= 0) {
        event.preventDefault();
        go(options[active]!);
      } else if (event.key === 'Escape') {
        if (shown) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (field.value) {
          event.preventDefault();
          field.value = '';
        }
      }
    };
    const onBlur = () => setOpen(false);
    const onFocus = () => {
      if (latest.current && field.value.trim().length >= MIN_CHARACTERS) setOpen(true);
    };

    field.addEventListener('input', onInput);
    field.addEventListener('keydown', onKeyDown);
    field.addEventListener('blur', onBlur);
    field.addEventListener('focus', onFocus);
    // typed before this module arrived
    if (field.value) onInput();
    return () => {
      clearTimeout(timer);
      field.removeEventListener('input', onInput);
      field.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('blur', onBlur);
      field.removeEventListener('focus', onFocus);
    };
  }, [input, listId, navigate]);

  useEffect(() => {
    state.current = { options, active, shown, sitePath, units };
    const field = input.current;
    if (!field) return;
    field.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0 && options[active]) field.setAttribute('aria-activedescendant', options[active].id);
    else field.removeAttribute('aria-activedescendant');
  });

  const count = options.length;
  return (
    <>
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        className="suggestions"
        hidden={!shown}
        // a click on an option must not blur the field first (that would close the list)
        onMouseDown={(event) => event.preventDefault()}
      >
        {groups.map((group) => (
          <div key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`}>
            <div id={`${listId}-${group.key}`} role="presentation" className="suggestions-group">
              {group.title}
            </div>
            {group.options.map((option) => (
              <div
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={options[active]?.id === option.id}
                className="suggestion"
                onClick={() => {
                  setOpen(false);
                  navigate(sitePath(option.path));
                }}
              >
                <span className="suggestion-label">{option.label}</span>
                <span className="suggestion-detail">{option.detail}</span>
              </div>
            ))}
          </div>
        ))}
      </div>
      <div role="status" className="visually-hidden">
        {open && answer
          ? count
            ? `${count} ${count === 1 ? 'suggestion' : 'suggestions'}, use the up and down arrows to choose`
            : 'No suggestions'
          : ''}
      </div>
    </>
  );
}
