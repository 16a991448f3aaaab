import { Link } from 'react-router';
import type { CarSummary } from '~/catalogue/cars.server';
import { withChannel } from '~/channel';
import { formatPrice } from '~/catalogue/format';

export function CarTeaserList({ title, cars, channel }: { title: string; cars: CarSummary[]; channel: string | null }) {
  const id = `teaser-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="teasers">
      <h2 id={id}>{title}</h2>
      <ul>
        {cars.map((car) => (
          <li key={car.id}>
            <Link to={withChannel(channel, car.path)}>
              <span className="teaser-brand">{car.brand}</span> <span className="teaser-name">{car.name}</span>
            </Link>
            <span className="teaser-figures">
              {[
                formatPrice(car.priceMinUsd, car.priceMaxUsd),
                car.powerHp ? `${car.powerHp} hp` : null,
                car.accel0To100S ? `0–100 in ${car.accel0To100S} s` : null,
                car.releaseYear ? String(car.releaseYear) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
