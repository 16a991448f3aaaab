// Comparing versions from a model page: its table's form sends each ticked version as its own `cars`
// value; the compare page answers with the one address that names them all, under the channel too,
// and the gateway still refuses a repeated parameter (the served form: tests/e2e/compare-model.spec.ts).
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { loader as compareLoader } from '#app/routes/compare/route.tsx';
import { loader as modelLoader } from '#app/routes/brands/model.tsx';
import { api, loaderArgs, ORIGIN, thrownBy } from './helpers';

/** The address a plain GET form with these ticked boxes goes to. */
function submitted(action: string, ids: Array<number | string>): string {
  const form = new URLSearchParams();
  for (const id of ids) form.append('cars', String(id));
  return `${action}?${form}`;
}

describe('the model page’s compare form', () => {
  it('sends the ticked versions; the compare page joins them into its one address', async () => {
    const { family } = await modelLoader(await loaderArgs('/brands/porsche/taycan', { brand: 'porsche', model: 'taycan' }));
    const ticked = family.versions.slice(0, 3).map((car) => car.id);
    expect(ticked).toHaveLength(3);
    const { status, location } = await thrownBy(compareLoader(await loaderArgs(submitted('/compare', ticked), {})));
    expect(status).toBe(302);
    expect(location).toBe(`/compare?cars=${ticked.join(',')}`);
    const page = await compareLoader(await loaderArgs(location!, {}));
    expect(page.cars.map((car) => car.id)).toEqual(ticked);
    expect(page.dropped).toEqual([]);
  });

  it('keeps the channel, and leaves the page to say what it drops', async () => {
    const { family } = await modelLoader(await loaderArgs('/brands/porsche/911', { brand: 'porsche', model: '911' }));
    const ticked = family.versions.slice(0, 5).map((car) => car.id);
    expect(ticked).toHaveLength(5);
    const { status, location } = await thrownBy(
      compareLoader(await loaderArgs(submitted('/channel4/compare', ticked), { channel: 'channel4' })),
    );
    expect(status).toBe(302);
    expect(location).toBe(`/channel4/compare?cars=${ticked.join(',')}`);
    const page = await compareLoader(await loaderArgs(location!, { channel: 'channel4' }));
    expect(page.cars.map((car) => car.id)).toEqual(ticked.slice(0, 4));
    expect(page.dropped).toEqual([{ value: String(ticked[4]), reason: 'over-limit', name: `Porsche ${family.versions[4]!.name}` }]);
  });

  it('passes odd values on escaped, and one value or none is the page itself', async () => {
    const odd = await thrownBy(compareLoader(await loaderArgs(submitted('/compare', ['1001', '<x>&y', '', '1002']), {})));
    expect(odd.location).toBe('/compare?cars=1001,%3Cx%3E%26y,1002');
    const page = await compareLoader(await loaderArgs(odd.location!, {}));
    expect(page.dropped).toEqual([{ value: '<x>&y', reason: 'not-a-car-number' }]);
    expect((await thrownBy(compareLoader(await loaderArgs('/compare?cars=&cars=', {})))).location).toBe('/compare');
    // a name to add is kept on the way, and a second one (an address made by hand) left out
    const twice = await thrownBy(compareLoader(await loaderArgs('/compare?cars=1001&cars=1002&add=taycan%20turbo&add=golf', {})));
    expect(twice.location).toBe('/compare?cars=1001,1002&add=taycan%20turbo');
    expect((await thrownBy(compareLoader(await loaderArgs('/channel4/compare?add=golf&add=polo', { channel: 'channel4' })))).location).toBe(
      '/channel4/compare?add=golf',
    );
    expect((await compareLoader(await loaderArgs(twice.location!, {}))).add).toBe('taycan turbo');
    // nothing ticked: the empty comparison, which says how to start one
    expect((await compareLoader(await loaderArgs('/compare', {}))).cars).toEqual([]);
    expect((await compareLoader(await loaderArgs('/compare?cars=1001', {}))).cars).toHaveLength(1);
  });

  it('is not how the gateway reads `cars`: a repeated parameter there is still a 400', async () => {
    const url = new URL('/api', ORIGIN);
    url.search = 'url=/car/compare&cars=1001&cars=1002';
    const response = await SELF.fetch(url);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { data: { fields: Record<string, string[]> } }).data.fields.cars).toEqual([
      'is given more than once',
    ]);
    expect((await api('/car/compare', { cars: '1001,1002' })).status).toBe(200);
  });
});
