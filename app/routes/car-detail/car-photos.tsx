// Visitors' photos of a car, once an operator approved them. Until then the illustration stands in.
// Part of the car page's body, whose code loads after the page (car-detail-body.tsx), the form that
// sends a photo with it.
import { CarVisual } from '#app/components/car-visual.tsx';
import { LazyImage } from '#app/components/lazy-image.tsx';
import type { CarDetail } from '#app/catalogue/cars.server.ts';
import { withBrand } from '#app/catalogue/format.ts';
import type { PublicPhoto } from '#app/photos/photos.server.ts';
import { PhotoForm } from './photo-form';

type Props = {
  car: Pick<CarDetail, 'id' | 'brand' | 'brandSlug' | 'name' | 'bodyType'>;
  photos: { list: Array<PublicPhoto & { ago: string; day: string }>; total: number };
};

export function CarPhotos({ car, photos }: Props) {
  return (
    <section className="car-photos" aria-labelledby="photos-heading">
      <h2 id="photos-heading">Photos</h2>
      {photos.total === 0 ? (
        <p>
          {car.bodyType
            ? 'No photos of this car yet. The picture above is an illustration of its body type, not the car itself.'
            : 'No photos of this car yet, and its body type is not known, so the picture above shows none.'}
        </p>
      ) : (
        <ul className="photo-list">
          {photos.list.map((photo) => (
            <li key={photo.id}>
              <figure>
                <LazyImage
                  src={photo.url}
                  alt={photo.caption ?? `${withBrand(car.brand, car.name)}, a visitor's photo`}
                  width={640}
                  height={427}
                  fallback={<CarVisual brandSlug={car.brandSlug} bodyType={car.bodyType} label="Photo unavailable" />}
                />
                <figcaption>
                  {photo.caption ? `${photo.caption} · ` : ''}
                  <time dateTime={new Date(photo.submittedAt).toISOString()} title={photo.day}>
                    {photo.ago}
                  </time>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      <PhotoForm carId={car.id} carName={withBrand(car.brand, car.name)} />
    </section>
  );
}
