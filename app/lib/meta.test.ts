import { describe, expect, it } from 'vitest';
import { canonicalPath, pageMeta } from './meta';

describe('canonicalPath', () => {
  it.each([
    ['/channel7/car-list', '/car-list'],
    ['/channel7', '/'],
    ['/channel99/cars/bmw-x5/1200', '/cars/bmw-x5/1200'],
    ['/car-rank', '/car-rank'],
    ['/channel100/about', '/channel100/about'],
    ['/channel07/about', '/channel07/about'],
  ])('%s → %s', (path, expected) => expect(canonicalPath(path)).toBe(expected));
});

describe('pageMeta', () => {
  it('gives title, description, canonical and Open Graph tags', () => {
    const tags = pageMeta(
      { origin: 'https://cars.example', siteName: 'Carlog' },
      { title: 'All cars', description: 'Every car.', path: '/channel3/car-list' },
    );
    expect(tags).toContainEqual({ title: 'All cars | Carlog' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://cars.example/car-list' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://cars.example/car-list' });
    expect(tags).toContainEqual({ property: 'og:title', content: 'All cars' });
  });
});
