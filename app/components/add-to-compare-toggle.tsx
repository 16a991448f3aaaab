// The "Add to compare" toggle once the tray is in use: pressed while the car is in the tray, and a
// clear message instead of a fifth car.
import { useState } from 'react';
import { MAX_COMPARE } from '#app/compare/compare-url.ts';
import { addToTray, removeFromTray, useCompareTray } from '#app/compare/tray-store.ts';
import type { CompareCar } from './add-to-compare';
import { withBrand } from '#app/catalogue/format.ts';

export default function AddToCompareToggle({ car }: { car: CompareCar }) {
  const tray = useCompareTray();
  const [full, setFull] = useState(false);
  const label = withBrand(car.brand, car.name);
  const chosen = tray?.some((other) => other.id === car.id) ?? false;
  return (
    <>
      <button
        type="button"
        className="add-to-compare"
        aria-pressed={chosen}
        aria-label={`Add ${label} to compare`}
        onClick={() => {
          if (chosen) removeFromTray(car.id);
          else setFull(!addToTray({ id: car.id, name: label }));
        }}
      >
        {chosen ? '✓ Compare' : '+ Compare'}
      </button>
      {full && !chosen ? (
        <span className="compare-full" role="alert">
          Compare holds {MAX_COMPARE} cars: remove one first.
        </span>
      ) : null}
    </>
  );
}
