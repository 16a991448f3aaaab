// "Add to compare" on a card or the car page. Before the tray is in use (and without JavaScript) it is
// a link to a comparison of this car alone, where similar cars can be added; a click on it loads the
// tray and adds the car. Once the tray is in use, a toggle (add-to-compare-toggle.tsx, loaded then).
import { lazy, Suspense } from 'react';
import { activateCompare, useCompareActive } from '#app/compare/compare-activation.ts';
import { compareHref } from '#app/compare/compare-url.ts';
import { useSitePath } from './channel-link';
import { withBrand } from '#app/catalogue/format.ts';

const Toggle = lazy(() => import('./add-to-compare-toggle'));

export type CompareCar = { id: number; brand: string; name: string };

export function AddToCompare({ car }: { car: CompareCar }) {
  const active = useCompareActive();
  const name = withBrand(car.brand, car.name);
  const link = (
    <a
      className="add-to-compare"
      href={useSitePath()(compareHref([car.id]))}
      aria-label={`Add ${name} to compare`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        void activateCompare({ id: car.id, name });
      }}
    >
      + Compare
    </a>
  );
  return active ? (
    <Suspense fallback={link}>
      <Toggle car={car} />
    </Suspense>
  ) : (
    link
  );
}
