// The model page's way into a comparison: a checkbox per version and "Compare selected". Without
// JavaScript it is a plain GET form to /compare, each ticked version one `cars` value (the compare page
// turns them into its one address). With JavaScript the boxes are the compare tray's: ticking adds the
// version to the tray (its code loaded on first use), a fifth car is refused with a message under the
// version ticked (where the visitor is, far down a long table), and the button opens the comparison of
// the ticked versions; pressed with none ticked it says so and takes focus to the first box, rather
// than opening an empty comparison. Each box stays the same element throughout, so focus never moves
// under a keyboard user but by that press.
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { activateCompare, useCompareActive } from '#app/compare/compare-activation.ts';
import { COMPARE_PATH, joinedCompareHref, MAX_COMPARE } from '#app/compare/compare-url.ts';
import type * as TrayStore from '#app/compare/tray-store.ts';
import type { TrayCar } from '#app/compare/tray-store.ts';
import { useSitePath } from '#app/components/channel-link.tsx';
import { withBrand } from '#app/catalogue/format.ts';

type Store = typeof TrayStore;
type Choice = { chosen: (id: number) => boolean; toggle: (car: TrayCar, checked: boolean) => void; refused: number | null };

const loadStore = () => import('#app/compare/tray-store.ts');
const noTray = () => null;
const noSubscribe = () => () => {};
const ChoiceContext = createContext<Choice>({ chosen: () => false, toggle: () => {}, refused: null });

export function CompareVersionsForm({ children }: { children: ReactNode }) {
  const sitePath = useSitePath();
  const navigate = useNavigate();
  const active = useCompareActive();
  const [store, setStore] = useState<Store | null>(null);
  // the version whose tick was refused: the tray was full
  const [refused, setRefused] = useState<number | null>(null);
  // what a box was just set to, shown at once while the tray's code loads and takes the change
  const [pending, setPending] = useState<Record<number, boolean>>({});
  // "Compare selected" was pressed with no version ticked
  const [noneTicked, setNoneTicked] = useState(false);
  // once the tray holds cars (from this page or any other), the boxes show which of them are here
  useEffect(() => {
    if (active && !store) void loadStore().then(setStore);
  }, [active, store]);
  const tray = useSyncExternalStore<TrayCar[] | null>(store?.subscribeTray ?? noSubscribe, store?.readTray ?? noTray, noTray);

  const choice: Choice = {
    chosen: (id) => pending[id] ?? tray?.some((car) => car.id === id) ?? false,
    refused,
    toggle: (car, checked) => {
      setRefused(null);
      setNoneTicked(false);
      setPending((boxes) => ({ ...boxes, [car.id]: checked }));
      void (async () => {
        const loaded = store ?? (await loadStore());
        setStore(loaded);
        if (!checked) loaded.removeFromTray(car.id);
        else if (!loaded.addToTray(car)) setRefused(car.id);
        else if (!active) await activateCompare(car);
        setPending(({ [car.id]: _done, ...others }) => others);
      })();
    },
  };

  return (
    <form
      method="get"
      action={sitePath(COMPARE_PATH)}
      className="compare-versions"
      onSubmit={(event) => {
        event.preventDefault();
        const ticked = new FormData(event.currentTarget).getAll('cars').map(String);
        if (ticked.length) return void navigate(sitePath(joinedCompareHref(ticked)));
        setNoneTicked(true);
        event.currentTarget.querySelector<HTMLInputElement>('input[name="cars"]')?.focus();
      }}
    >
      <div className="compare-versions-bar">
        <button type="submit" className="button button-secondary compare-versions-submit">
          Compare selected
        </button>
        <span className="compare-versions-hint" role="status">
          {noneTicked ? 'Tick the versions to compare first.' : `Tick up to ${MAX_COMPARE} versions to see them side by side.`}
        </span>
      </div>
      <ChoiceContext.Provider value={choice}>{children}</ChoiceContext.Provider>
    </form>
  );
}

/** One version's box: a `cars` value of the form, and with JavaScript its place in the tray. */
export function CompareVersionBox({ car }: { car: { id: number; brand: string; name: string } }) {
  const { chosen, toggle } = useContext(ChoiceContext);
  const label = withBrand(car.brand, car.name);
  return (
    <input
      type="checkbox"
      className="compare-version-box"
      name="cars"
      value={car.id}
      aria-label={`Compare the ${label}`}
      checked={chosen(car.id)}
      onChange={(event) => toggle({ id: car.id, name: label }, event.currentTarget.checked)}
    />
  );
}

/** Under a version's name: why its box did not tick (the tray already holds MAX_COMPARE cars). */
export function CompareVersionRefused({ id }: { id: number }) {
  const { refused } = useContext(ChoiceContext);
  return refused === id ? (
    <span className="compare-full" role="alert">
      Compare holds {MAX_COMPARE} cars: remove one first.
    </span>
  ) : null;
}
