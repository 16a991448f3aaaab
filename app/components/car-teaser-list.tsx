import type { CardCar } from '#app/catalogue/card.ts';
import { CarCard } from './car-card';
import { ChannelLink } from './channel-link';
import { FigureText } from './figure-text';

/**
 * A titled row of cars on the home page, with the way to the whole list or ranking; `note` says how the
 * row picks its cars where the whole ranking does not ("The quickest car of each brand").
 */
export function CarTeaserList({
  title,
  note,
  cars,
  more,
}: {
  title: string;
  note?: string;
  cars: CardCar[];
  more?: { to: string; label: string };
}) {
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
      {note ? <p className="teaser-note">{note}</p> : null}
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
