// The search field of the home page and the list: a plain `q` input in a GET form, which is all a
// visitor without JavaScript gets. Suggestions (search-suggestions.tsx, the combobox) are loaded the
// first time the field gets focus, so they cost the first load nothing.
import { useRef, useState, type ComponentType } from 'react';
import { MAX_SEARCH_LENGTH } from '#app/catalogue/list-query.ts';
import type { SuggestionsProps } from './search-suggestions';

const loadSuggestions = () => import('./search-suggestions');

/** What the field takes, by example: a name, and the words of a kind (read as the list's filters). */
const SEARCH_PLACEHOLDER = 'e.g. Golf or electric SUV';

/** The field; its label is the caller's (`<label htmlFor={id}>`). */
export function SearchBox({ id, defaultValue }: { id: string; defaultValue?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null);
  const enhance = () => {
    if (Suggestions) return;
    // a failed load leaves the plain field, which still searches
    loadSuggestions().then(
      (module) => setSuggestions(() => module.SearchSuggestions),
      () => undefined,
    );
  };
  return (
    <div className="search-box">
      <input
        ref={input}
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={SEARCH_PLACEHOLDER}
        onFocus={enhance}
        onPointerEnter={enhance}
      />
      {Suggestions ? <Suggestions input={input} /> : null}
    </div>
  );
}
