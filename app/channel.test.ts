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
    ['/%63ar-list', '/car-list'],
    ['/ab%6Fut', '/about'],
    ['/channel%35', '/channel5'],
    ['/cars/ferrari-sf90-stradale/%31%30%30%31', '/cars/ferrari-sf90-stradale/1001'],
    ['/%41%5a%61%7A%30%39%2D%5F%7E%2E', '/azaz09-_~.'],
    ['/robots%2Etxt', '/robots.txt'],
    // not unreserved: kept escaped, in capitals
    ['/%2e%2e/%2F/%40%5B%60%7B%20%00', '/%2E%2E/%2F/%40%5B%60%7B%20%00'],
  ])('%s → %s', (path, tidy) => expect(tidyPath(path)).toBe(tidy));
});
