import { describe, expect, it } from 'vitest';
import { channelOfPath, pageTypeOf, pathWithoutChannel, routePatternOf } from './channel';

describe('channel paths', () => {
  it.each([
    ['/channel7/car-list', 'channel7', '/car-list', 'list', '/car-list'],
    ['/channel99', 'channel99', '/', 'home', '/'],
    ['/', null, '/', 'home', '/'],
    ['/channel3/cars/bmw-x5/12', 'channel3', '/cars/bmw-x5/12', 'detail', '/cars/:carName/:id'],
    ['/car-rank', null, '/car-rank', 'rankings', '/car-rank'],
    ['/channel99/cars/bmw-x5/1200', 'channel99', '/cars/bmw-x5/1200', 'detail', '/cars/:carName/:id'],
    ['/channel0/about', null, '/channel0/about', 'info', '/channel0/about'],
    ['/channel100/about', null, '/channel100/about', 'info', '/channel100/about'],
    ['/channel07/about', null, '/channel07/about', 'info', '/channel07/about'],
    ['/privacy-policy', null, '/privacy-policy', 'info', '/privacy-policy'],
  ])('%s: channel %s, path %s, a %s page, route %s', (path, channel, bare, type, pattern) => {
    expect(channelOfPath(path)).toBe(channel);
    expect(pathWithoutChannel(path)).toBe(bare);
    expect(pageTypeOf(path)).toBe(type);
    expect(routePatternOf(path)).toBe(pattern);
  });
});
