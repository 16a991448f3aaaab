// One car in a list, a ranking or a teaser row: picture, name, price and the figures people compare.
import { LABELS } from '~/catalogue/categories';
import type { CarSummary } from '~/catalogue/cars.server';
import { formatPrice, labelOf } from '~/catalogue/format';
import { ChannelLink } from './channel-link';
import { CarVisual } from './car-visual';

type CardCar = Pick<
  CarSummary,
  'id' | 'path' | 'brand' | 'brandSlug' | 'name' | 'bodyType' | 'fuel' | 'priceMinUsd' | 'priceMaxUsd' | 'powerHp' | 'accel0To100S' | 'topSpeedKmh' | 'rangeKm' | 'releaseYear'
>;


export function carFigures(car: Pick<CardCar, 'powerHp' | 'accel0To100S' | 'topSpeedKmh' | 'rangeKm'>): string[] {
  return [
    car.powerHp ? `${car.powerHp} hp` : null,
    car.accel0To100S ? `0–100 km/h ${car.accel0To100S} s` : null,
    car.topSpeedKmh ? `${car.topSpeedKmh} km/h` : null,
    car.rangeKm ? `${car.rangeKm} km range` : null,
  ].filter((figure): figure is string => figure !== null);
}

export function CarCard({ car, rank, state }: { car: CardCar; rank?: number; state?: unknown }) {
  const price = formatPrice(car.priceMinUsd, car.priceMaxUsd);
  const tags = [labelOf(LABELS.type, car.bodyType), labelOf(LABELS.fuel, car.fuel), car.releaseYear ? String(car.releaseYear) : null].filter(Boolean);
  return (
    <article className="car-card">
      <CarVisual brandSlug={car.brandSlug} bodyType={car.bodyType} />
      <div className="car-card-text">
        <h3>
          {rank ? <span className="rank">#{rank}</span> : null}
          <ChannelLink to={car.path} state={state} className="car-card-link">
            <span className="car-card-brand">{car.brand}</span> {car.name}
          </ChannelLink>
        </h3>
        <p className="car-card-price">{price ?? 'Price not published'}</p>
        <p className="car-card-figures">{carFigures(car).join(' · ') || 'Figures not published'}</p>
        {tags.length ? <p className="car-card-tags">{tags.join(' · ')}</p> : null}
      </div>
    </article>
  );
}
