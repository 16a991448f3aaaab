// Words people search a kind of car by rather than its name: `electric suv`, `petrol`, `luxury
// estate`. A search made only of them is read as the list's filters (kind-filters.ts), and so, where
// that finds the same cars, is one beside a brand (`bmw electric`); beside another name (`cayenne
// coupe`, `porsche hybrid`) each is a whole word the car's names or its kind may hold, indexed
// with every car of that fuel, body type or purpose (normalise.ts, scripts/import/sql.ts). Synonyms
// say the same kind in other English (`gasoline`, `estate`, `saloon`), never a guess at another kind.
import type { BodyType, Fuel, Purpose } from '../categories';

export const FUEL_WORDS: Readonly<Record<Fuel, readonly string[]>> = {
  petrol: ['petrol', 'gasoline', 'gas'],
  diesel: ['diesel'],
  hybrid: ['hybrid', 'hev'],
  // `plug-in hybrid`, `plugin`, `phev`; a plug-in hybrid is a hybrid too
  'plug-in-hybrid': ['plug-in hybrid', 'phev'],
  electric: ['electric', 'ev', 'bev'],
  hydrogen: ['hydrogen', 'fuel cell', 'fcev'],
  cng: ['cng'],
};

export const BODY_WORDS: Readonly<Record<BodyType, readonly string[]>> = {
  suv: ['suv', 'crossover'],
  sedan: ['sedan', 'saloon'],
  hatchback: ['hatchback'],
  liftback: ['liftback'],
  wagon: ['wagon', 'estate'],
  coupe: ['coupe'],
  convertible: ['convertible', 'cabriolet'],
  // an open two-seater: what a visitor asking for a convertible means too
  roadster: ['roadster', 'convertible', 'cabriolet'],
  minivan: ['minivan', 'mpv', 'people carrier'],
  van: ['van'],
  pickup: ['pickup', 'truck'],
  truck: ['truck'],
};

export const PURPOSE_WORDS: Readonly<Record<Purpose, readonly string[]>> = {
  family: ['family'],
  city: ['city'],
  performance: ['performance'],
  luxury: ['luxury'],
  'off-road': ['off-road', '4x4'],
};
