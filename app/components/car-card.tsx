// One car in a list, a ranking or a teaser row: picture, name, status, price and the figures people compare.
import { Fragment } from 'react';
import { LABELS } from '#app/catalogue/categories.ts';
import type { CardCar } from '#app/catalogue/card.ts';
import { formatPrice, fuelsText, keyFigures, labelOf } from '#app/catalogue/format.ts';
import { useClientState } from '#app/state/client-state-provider.tsx';
import { AddToCompare } from './add-to-compare';
import { ChannelLink } from './channel-link';
import { CarVisual } from './car-visual';
import { StatusLabel } from './status-label';

/** Between two figures or tags: the dot stays at the end of a line, never starts one */
const SEPARATOR = '\u00a0· ';

/**
 * `dated`: the card of a list by date ("Newest releases") says its year on a line of its own, which a
 * phone's compact card keeps when it leaves the other tags out.
 */
export function CarCard({ car, rank, state, dated = false }: { car: CardCar; rank?: number; state?: unknown; dated?: boolean }) {
  const { units } = useClientState();
  const price = formatPrice(car.priceMinUsd, car.priceMaxUsd, car.figureNotes.price);
  // a line the source gives several fuels ("Petrol/EV") says so, as the car page does: a filter by any
  // of them finds it
  const fuels = fuelsText(car.fuels, units, ' / ');
  const { year } = car;
  const tags = [labelOf(LABELS.type, car.bodyType), fuels, dated ? null : year].filter(Boolean);
  return (
    <article className="car-card">
      <CarVisual brandSlug={car.brandSlug} bodyType={car.bodyType} />
      <div className="car-card-text">
        <h3>
          {rank ? <span className="rank">#{rank}</span> : null}
          <ChannelLink to={car.path} state={state} className="car-card-link">
            {/* the space and the name as one text: one node to render and hydrate, not two */}
            <span className="car-card-brand">{car.brand}</span>
            {` ${car.name}`}
          </ChannelLink>
        </h3>
        <StatusLabel status={car.status} />
        <p className="car-card-price">{price ?? 'Price not published'}</p>
        {dated && year ? <p className="car-card-year">{year}</p> : null}
        <CardFigures figures={keyFigures(car, units)} />
        {tags.length ? (
          <p className="car-card-tags">
            {/* each tag whole on its line ("Launched 2023" never splits) */}
            {tags.map((tag, index) => (
              <Fragment key={tag}>
                {index ? SEPARATOR : null}
                <span>{tag}</span>
              </Fragment>
            ))}
          </p>
        ) : null}
        <AddToCompare car={car} />
      </div>
    </article>
  );
}

/**
 * The key figures, each whole on its line (a narrow card wraps between figures, never cuts one off);
 * on a phone's compact card the power's bracketed second unit ("(730 PS)") is left out to save room.
 */
function CardFigures({ figures }: { figures: string[] }) {
  if (!figures.length) return <p className="car-card-figures">Figures not published</p>;
  return (
    <p className="car-card-figures">
      {figures.map((figure, index) => {
        const [main, extra] = figure.split(/(?= \()/);
        return (
          <Fragment key={figure}>
            {index ? SEPARATOR : null}
            <span className="figure">
              {main}
              {extra ? <span className="figure-extra">{extra}</span> : null}
            </span>
          </Fragment>
        );
      })}
    </p>
  );
}
