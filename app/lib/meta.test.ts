import { describe, expect, it } from 'vitest';
import { pageMeta } from './meta';

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
