import type { CardCar } from '#app/catalogue/card.ts';
import { CarCard } from './car-card';
import { ChannelLink } from './channel-link';
import { FigureText } from './figure-text';

/** A titled row of cars on the home page, with the way to the whole list or ranking. */
export function CarTeaserList({ title, cars, more }: { title: string; cars: CardCar[]; more?: { to: string; label: string } }) {
  const id = `teaser-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  if (!cars.length) return null;
  return (
    <section aria-labelledby={id} className="teasers">
      <div className="section-heading">
        <h2 id={id}>
          {/* "0–100 km/h" in a title stays on one line */}
          <FigureText text={title} />
        </h2>
        {more ? (
          <ChannelLink to={more.to} className="more-link">
            {more.label}&nbsp;›
          </ChannelLink>
        ) : null}
      </div>
      <ul className="teaser-row">
        {cars.map((car) => (
          <li key={car.id}>
            <CarCard car={car} />
          </li>
        ))}
      </ul>
    </section>
  );
}
