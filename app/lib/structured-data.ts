// schema.org JSON-LD for a page's <head> (React Router's `script:ld+json` meta descriptor): the
// breadcrumb trail of the brand pages and a car's own figures. Addresses are canonical (no channel);
// a figure the catalogue does not hold is left out, never guessed.
import type { MetaDescriptor } from 'react-router';
import { pathWithoutChannel } from '#app/channel.ts';
import { withBrand } from '#app/catalogue/format.ts';

export type Crumb = { name: string; path: string };

/** A `BreadcrumbList` of the trail, each step an absolute canonical address. */
export function breadcrumbJsonLd(origin: string, trail: readonly Crumb[]): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.name,
        item: `${origin}${pathWithoutChannel(crumb.path)}`,
      })),
    },
  };
}

export type CarFacts = {
  brand: string;
  model: string;
  name: string;
  path: string;
  bodyType: string | null;
  fuel: string | null;
  priceMinUsd: number | null;
  priceMaxUsd: number | null;
  powerHp: number | null;
  torqueNm: number | null;
  accel0To100S: number | null;
  topSpeedKmh: number | null;
  seats: number | null;
  drivetrain: string | null;
  launchYear: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
  cargoL: number | null;
};

const quantity = (value: number | null, unitCode: string) =>
  value === null ? undefined : { '@type': 'QuantitativeValue', value, unitCode };
/** schema.org's drive wheel configurations, for the drivetrains the sources write. */
const DRIVE: Record<string, string> = {
  AWD: 'https://schema.org/AllWheelDriveConfiguration',
  '4WD': 'https://schema.org/FourWheelDriveConfiguration',
  FWD: 'https://schema.org/FrontWheelDriveConfiguration',
  RWD: 'https://schema.org/RearWheelDriveConfiguration',
};

/** A schema.org `Car` with the figures the car's page shows: price as an offer range in USD, power, 0–100, top speed. */
export function carJsonLd(origin: string, car: CarFacts): MetaDescriptor {
  const price =
    car.priceMinUsd === null && car.priceMaxUsd === null
      ? undefined
      : {
          '@type': 'AggregateOffer',
          priceCurrency: 'USD',
          lowPrice: car.priceMinUsd ?? car.priceMaxUsd,
          highPrice: car.priceMaxUsd ?? car.priceMinUsd,
        };
  const engine =
    car.powerHp === null && car.torqueNm === null
      ? undefined
      : { '@type': 'EngineSpecification', enginePower: quantity(car.powerHp, 'BHP'), torque: quantity(car.torqueNm, 'NU') };
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: withBrand(car.brand, car.name),
    brand: { '@type': 'Brand', name: car.brand },
    model: car.model,
    url: `${origin}${pathWithoutChannel(car.path)}`,
    bodyType: car.bodyType ?? undefined,
    fuelType: car.fuel ?? undefined,
    offers: price,
    vehicleEngine: engine,
    accelerationTime:
      car.accel0To100S === null
        ? undefined
        : { '@type': 'QuantitativeValue', value: car.accel0To100S, unitCode: 'SEC', valueReference: '0–100 km/h' },
    speed: car.topSpeedKmh === null ? undefined : { '@type': 'QuantitativeValue', maxValue: car.topSpeedKmh, unitCode: 'KMH' },
    seatingCapacity: car.seats ?? undefined,
    driveWheelConfiguration: car.drivetrain ? (DRIVE[car.drivetrain] ?? car.drivetrain) : undefined,
    vehicleModelDate: car.launchYear === null ? undefined : String(car.launchYear),
    length: quantity(car.lengthMm, 'MMT'),
    width: quantity(car.widthMm, 'MMT'),
    height: quantity(car.heightMm, 'MMT'),
    cargoVolume: quantity(car.cargoL, 'LTR'),
  };
  // JSON.stringify drops the undefined ones: unknown stays unknown
  return { 'script:ld+json': JSON.parse(JSON.stringify(data)) as Record<string, unknown> };
}
