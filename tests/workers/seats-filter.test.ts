// The list's seats filter (docs/decisions/093-seats-filter.md) through the gateway and the list page,
// against the seeded D1: the cars it lists are the ones whose seats say so, every band is counted, and a
// search for a number of seats (`7 seater`) opens the filter.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CarListPage } from '#app/catalogue/cars.server.ts';
import type { Suggestions } from '#app/catalogue/search/suggest.server.ts';
import { loader as carListLoader } from '#app/routes/car-list/route.tsx';
import { api, loaderArgs, thrownBy } from './helpers';

const list = async (params: Record<string, string | number>) => {
  const { status, data } = await api<CarListPage>('/car/indexPage', { pageSize: 48, ...params });
  expect(status, JSON.stringify(params)).toBe(200);
  return data;
};

/** The most seats of each car, by id, as the seed gives them. */
async function mostSeats(ids: number[]): Promise<number[]> {
  const { results } = await env.DB.prepare(`SELECT coalesce(seats_max, seats) AS most FROM cars WHERE id IN (${ids.join(',')})`).all<{
    most: number;
  }>();
  return results.map((row) => row.most);
}

const carsWith = async (where: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM cars WHERE ${where}`).first<{ n: number }>())!.n;

describe('the seats filter', () => {
  it('lists the cars with seven seats or more, the eight-seaters too, and only those', async () => {
    const page = await list({ seats: '7-plus', sort: 'price-asc' });
    expect(page.total).toBe(await carsWith('coalesce(seats_max, seats) >= 7'));
    expect(page.total).toBeGreaterThan(150);
    const seats = await mostSeats(page.list.map((car) => car.id));
    expect(seats.length).toBe(48);
    expect(seats.every((most) => most >= 7)).toBe(true);
    expect(seats).toContain(8);
  });

  it.each([
    ['2', 'coalesce(seats_max, seats) <= 2'],
    ['4', 'coalesce(seats_max, seats) BETWEEN 3 AND 4'],
    ['5', 'coalesce(seats_max, seats) = 5'],
    ['6', 'coalesce(seats_max, seats) = 6'],
  ])('seats=%s lists the cars whose seats say so', async (band, where) => {
    const page = await list({ seats: band });
    expect(page.total).toBe(await carsWith(where));
    expect(page.total).toBeGreaterThan(10);
  });

  it('counts every band beside the other filters, in order, with its label', async () => {
    const page = await list({ type: 'suv' });
    expect(page.facets.seats.map((option) => option.label)).toEqual([
      'Up to 2 seats',
      '3 or 4 seats',
      '5 seats',
      '6 seats',
      '7 or more seats',
    ]);
    const sevenPlus = page.facets.seats.find((option) => option.value === '7-plus')!;
    expect(sevenPlus.count).toBe(await carsWith("body_type = 'suv' AND coalesce(seats_max, seats) >= 7"));
    // the body types are counted within the seats chosen
    const suvs = (await list({ seats: '7-plus' })).facets.type.find((option) => option.value === 'suv');
    expect(suvs?.count).toBe(sevenPlus.count);
  });

  it('holds within a search, counted as the cars say', async () => {
    const volvo = await list({ q: 'volvo', seats: '7-plus' });
    expect(volvo.total).toBe(await carsWith("brand = 'Volvo' AND coalesce(seats_max, seats) >= 7"));
    expect(volvo.total).toBeGreaterThan(0);
    expect(volvo.list.every((car) => car.brand === 'Volvo')).toBe(true);
    // the same cars as the brand's filter, which `volvo 7 seater` is read as
    const read = await list({ q: 'volvo 7 seater' });
    expect(read.query).toMatchObject({ q: '', brand: 'volvo', seats: '7-plus' });
    expect(read.list.map((car) => car.id).sort()).toEqual(volvo.list.map((car) => car.id).sort());
  });
});

describe('a search for a number of seats', () => {
  it.each([
    ['7 seater', '/car-list?seats=7-plus'],
    ['Seven-seaters', '/car-list?seats=7-plus'],
    ['2 seater', '/car-list?seats=2'],
    ['7 seater suv', '/car-list?type=suv&seats=7-plus'],
    ['electric 7 seaters', '/car-list?seats=7-plus&fuel=electric'],
    // a brand named whole beside the seats is its filter; another word stays a search beside them
    ['volvo 7 seater', '/car-list?brand=volvo&seats=7-plus'],
    ['xc90 7 seater', '/car-list?q=xc90&seats=7-plus'],
  ])('moves %j to the filter', async (q, location) => {
    const address = `/car-list?q=${encodeURIComponent(q)}`;
    expect(await thrownBy(carListLoader(await loaderArgs(address, {})))).toEqual({ status: 302, location });
  });

  it('takes the place of the seats chosen, keeping the other filters', async () => {
    const page = await list({ q: '2 seater', seats: '7-plus', fuel: 'electric' });
    expect(page.query).toMatchObject({ q: '', seats: '2', fuel: 'electric' });
    expect(page.total).toBe(await carsWith("fuels LIKE '%electric%' AND coalesce(seats_max, seats) <= 2"));
  });

  it('leaves a name with a number a search (the i7, the 500), and `seat` alone (a brand) a word', async () => {
    const seven = await list({ q: 'bmw 7' });
    expect(seven.query).toMatchObject({ q: 'bmw 7', seats: 'all' });
    expect(seven.list.map((car) => car.model)).toContain('i7');
    expect((await list({ q: 'fiat 500' })).query).toMatchObject({ q: 'fiat 500', seats: 'all' });
    expect((await list({ q: 'seat' })).query).toMatchObject({ q: 'seat', seats: 'all' });
  });

  it('is suggested as the list it opens, with its number of cars', async () => {
    const { data: sevenSuvs } = await api<CarListPage>('/car/indexPage', { type: 'suv', seats: '7-plus', pageSize: 1 });
    const { status, data } = await api<Suggestions>('/car/suggest', { q: '7 seater suv' });
    expect(status).toBe(200);
    expect(data.kinds).toEqual([
      { label: 'SUV · 7 or more seats', path: '/car-list?type=suv&seats=7-plus', detail: `${sevenSuvs.total} cars` },
    ]);
    // a brand beside them too; a search kept beside the seats is suggested by its cars, not as a list
    const { data: volvo } = await api<CarListPage>('/car/indexPage', { brand: 'volvo', seats: '7-plus', pageSize: 1 });
    expect(volvo.total).toBeGreaterThan(0);
    expect((await api<Suggestions>('/car/suggest', { q: 'volvo 7 seater' })).data.kinds).toEqual([
      { label: 'Volvo · 7 or more seats', path: '/car-list?brand=volvo&seats=7-plus', detail: `${volvo.total} cars` },
    ]);
    const xc90 = (await api<Suggestions>('/car/suggest', { q: 'xc90 7 seater' })).data;
    expect(xc90.kinds).toEqual([]);
    // its cars are the name's: the number of seats is the list's filter, no word of a name
    expect(xc90.cars.length).toBeGreaterThan(0);
    expect(xc90.cars.every((car) => car.label.startsWith('Volvo XC90'))).toBe(true);
    const ev9 = (await api<Suggestions>('/car/suggest', { q: 'kia ev9 7 seater' })).data;
    expect([...ev9.models, ...ev9.cars].map((place) => place.label)).toContainEqual(expect.stringMatching(/^Kia EV9/));
    // beside a number of seats, no car with fewer is offered: the EQE SUV and the four-seat EQS SUV Maybach hold
    // "suv" in their names, but only the seven-seat EQS SUVs are offered
    const sevenSuvCars = (await api<Suggestions>('/car/suggest', { q: '7 seater suv' })).data;
    const offered = [...sevenSuvCars.models, ...sevenSuvCars.cars].map((place) => place.label);
    expect(offered).toContainEqual(expect.stringMatching(/EQS SUV/));
    expect(offered).not.toContainEqual(expect.stringMatching(/EQE SUV|Maybach/));
    for (const answer of [sevenSuvCars, xc90, ev9]) {
      const ids = answer.cars.map((car) => Number(car.path.split('/').pop()));
      if (ids.length) expect(Math.min(...(await mostSeats(ids)))).toBeGreaterThanOrEqual(7);
    }
    // a kind typed on a list of seven-seaters stays among them, as Enter there would
    const { data: electric } = await api<Suggestions>('/car/suggest', { q: 'electric', seats: '7-plus' });
    expect(electric.kinds[0]).toMatchObject({ label: 'Electric', path: '/car-list?seats=7-plus&fuel=electric' });
    const bad = await api('/car/suggest', { q: 'electric', seats: '9' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('seats');
  });

  it('drops a seats value the list does not have from the address', async () => {
    expect(await thrownBy(carListLoader(await loaderArgs('/car-list?seats=7&type=suv', {})))).toEqual({
      status: 302,
      location: '/car-list?type=suv',
    });
    expect(await thrownBy(carListLoader(await loaderArgs('/car-list?seats=7-PLUS', {})))).toEqual({
      status: 302,
      location: '/car-list?seats=7-plus',
    });
  });
});
