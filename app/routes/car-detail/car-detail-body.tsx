// The car page below its header: where the car stands in its class, the figures by group, the photos, the source and the cars beside it.
// Painted by the server's HTML; its code is not in the page's first load (decision 049): it hydrates
// once fetched, and a link to another car waits for it with the data (route.tsx's clientLoader).
import { Fragment } from 'react';
import { SOURCES } from '#app/catalogue/categories.ts';
import type { CardCar } from '#app/catalogue/card.ts';
import { AdSlot } from '#app/components/ad-slot.tsx';
import { CarCard } from '#app/components/car-card.tsx';
import { CarPhotos } from './car-photos';
import { ClassStandings } from './class-standings';
import { FigureText } from '#app/components/figure-text.tsx';
import type { PageCar } from './page-car.server';
import type { SpecGroup } from './spec-groups';

type Props = {
  car: Pick<PageCar, 'id' | 'brand' | 'brandSlug' | 'name' | 'bodyType' | 'source' | 'sourceUrl' | 'epa'>;
  standings: Parameters<typeof ClassStandings>[0]['standings'];
  groups: SpecGroup[];
  /** what no source states for it ("torque and boot size"), said under the groups */
  unknown: string | null;
  photos: Parameters<typeof CarPhotos>[0]['photos'];
  similar: CardCar[];
  /** the popular cars other than this one, as cards */
  popular: CardCar[];
  detailInsert: number[];
};

export function CarDetailBody({ car, standings, groups, unknown, photos, similar, popular, detailInsert }: Props) {
  const inserts = [...new Set(detailInsert)].filter((after) => after <= groups.length).sort((a, b) => a - b);
  const adAfter = (after: number) =>
    inserts.includes(after) ? <AdSlot placement="detail" position={after} ordinal={inserts.indexOf(after) + 1} /> : null;
  // on a desktop groups stand in rows of two and an ad place spans the row after its group's row: the
  // groups up to that row are the grid's own items (the one after an odd group moves up beside it),
  // the rest flow down two columns
  const last = inserts.at(-1) ?? 0;
  const paired = Math.min(groups.length, last + (last % 2));
  // a last group with no partner for its row (one left to flow, or an odd one before the last place)
  // spans the row instead of standing beside an empty half; so does an odd last one of the groups that
  // flow, under the two columns the others balance, where it stood at the foot of one column beside an
  // empty one
  const rest = groups.slice(paired);
  const wideLast = rest.length % 2 === 1 || (rest.length === 0 && paired % 2 === 1);
  const spec = (group: SpecGroup, index: number) => <SpecGroup group={group} wide={wideLast && index === groups.length - 1} />;
  // the wide one under the columns rather than spanning them inside: a column's end truncates the
  // margin of the group above it, which then touched the wide one
  const flowing = wideLast ? rest.slice(0, -1) : rest;
  return (
    <>
      <ClassStandings standings={standings} />
      <div className="spec-groups">
        {adAfter(0)}
        {groups.slice(0, paired).map((group, index) => (
          <Fragment key={group.id}>
            {spec(group, index)}
            {adAfter(index + 1)}
          </Fragment>
        ))}
        {flowing.length > 1 ? (
          <div className="spec-columns">
            {flowing.map((group, index) => (
              <Fragment key={group.id}>{spec(group, paired + index)}</Fragment>
            ))}
          </div>
        ) : (
          flowing.map((group, index) => <Fragment key={group.id}>{spec(group, paired + index)}</Fragment>)
        )}
        {flowing.length < rest.length ? spec(rest.at(-1)!, groups.length - 1) : null}
      </div>
      {unknown ? <p className="spec-unknown">Not in our sources for this car: {unknown}.</p> : null}
      <CarPhotos car={car} photos={photos} />
      <p className="source-note">
        Figures from {SOURCES[car.source]}
        {car.sourceUrl ? (
          <>
            {' '}
            (
            <a href={car.sourceUrl} rel="nofollow noopener">
              source page
            </a>
            )
          </>
        ) : null}
        {car.epa ? '; US versions, fuel economy and emissions from FuelEconomy.gov (US EPA, public domain)' : ''}. Check them with the maker
        before you buy.
      </p>
      {similar.length ? (
        <section className="car-more" aria-labelledby="similar-heading">
          <h2 id="similar-heading">Similar cars</h2>
          {/* six cards fill two rows of three; four or eight, rows of four */}
          <ul className={similar.length % 4 === 0 ? 'card-grid card-grid-list' : 'card-grid card-grid-list card-grid-threes'}>
            {similar.map((other) => (
              <li key={other.id}>
                <CarCard car={other} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {popular.length ? (
        <section className="car-more car-more-popular" aria-labelledby="recommended-heading">
          <h2 id="recommended-heading">Popular right now</h2>
          <ul className="card-grid card-grid-list">
            {popular.map((other) => (
              <li key={other.id}>
                <CarCard car={other} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function SpecGroup({ group, wide = false }: { group: Props['groups'][number]; wide?: boolean }) {
  return (
    <section className={wide ? 'spec-group spec-group-wide' : 'spec-group'} aria-labelledby={`spec-${group.id}`}>
      <h2 id={`spec-${group.id}`}>{group.title}</h2>
      {group.note ? <p className="spec-note">{group.note}</p> : null}
      <dl>
        {group.rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              <FigureText text={row.value} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
