import { describe, expect, it } from 'vitest';
import { requestTags } from '#app/monitoring/errors.server.ts';

describe("a server error's tags", () => {
  it('name the page a client navigation asked data for, the home page among them', () => {
    const tags = (path: string) => requestTags(new Request(`https://fastlane.example${path}`));
    expect(tags('/_.data')).toEqual({ route: '/', channel: 'none', domain: 'fastlane.example' });
    expect(tags('/channel7/car-list.data?_routes=routes%2Fcar-list')).toEqual({
      route: '/car-list',
      channel: 'channel7',
      domain: 'fastlane.example',
    });
    expect(tags('/channel7.data')).toEqual({ route: '/', channel: 'channel7', domain: 'fastlane.example' });
    expect(tags('/cars/bmw-x5/12.data').route).toBe('/cars/:carName/:id');
  });
});
