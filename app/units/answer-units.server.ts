// The units of a gateway answer's figures, and cars given their figure line in them (decision 041).
import { resolveDomainConfig } from '#app/domain/config.server.ts';
import type { Units } from './units';
import { withFigures } from './units-param';

type Figured = Parameters<typeof withFigures>[0];

/** The units an answer's figures are written in: those asked for, else the domain's own. */
export async function unitsOf(env: Env, host: string, asked: Units | undefined): Promise<Units> {
  return asked ?? (await resolveDomainConfig(env.DOMAIN_CONFIG, host)).config.units;
}

/** A teaser's cars, each with its figure line and the units it is written in (the answer is an array). */
export async function teaserWithFigures<Car extends Figured>(cars: Promise<Car[]>, units: Promise<Units>) {
  const [list, chosen] = await Promise.all([cars, units]);
  return list.map((car) => ({ ...withFigures(car, chosen), units: chosen }));
}

/** A page of cars (the list, a ranking), each with its figure line, and the answer's units. */
export async function pageWithFigures<Page extends { list: Figured[] }>(page: Promise<Page>, units: Promise<Units>) {
  const [answer, chosen] = await Promise.all([page, units]);
  return { ...answer, units: chosen, list: answer.list.map((car) => withFigures(car, chosen)) };
}
