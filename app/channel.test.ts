import { describe, expect, it } from 'vitest';
import { channelOfPath, pageTypeOf, pathWithoutChannel, routePatternOf, tidyPath } from './channel';

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

describe('tidyPath', () => {
  it.each([
    ['/', '/'],
    ['/car-list', '/car-list'],
    ['/CAR-LIST', '/car-list'],
    ['/car-list/', '/car-list'],
    ['/About', '/about'],
    ['/channel5/About/', '/channel5/about'],
    ['/CHANNEL5', '/channel5'],
    ['/channel5/', '/channel5'],
    ['//About//', '/about'],
    ['/cars/Ferrari-SF90-Stradale/1001/', '/cars/ferrari-sf90-stradale/1001'],
    ['/cars/citro%C3%ABn-c3/77', '/cars/citro%C3%ABn-c3/77'],
    ['/cars/Citro%c3%abn-C3/77', '/cars/citro%C3%ABn-c3/77'],
    ['/ROBOTS.TXT', '/robots.txt'],
  ])('%s → %s', (path, tidy) => expect(tidyPath(path)).toBe(tidy));
});
