import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { expect, test } from 'vitest';
import { lazyPart, partsReady } from './lazy-part.ts';

const Note = ({ text }: { text: string }) => createElement('p', null, text);

test('once partsReady has settled, the server renders a part in place, not streamed after the page', async () => {
  const Part = lazyPart(async () => Note);
  await partsReady();
  const stream = await renderToReadableStream(createElement('main', null, createElement(Part, { text: 'figures' })));
  const html = await new Response(stream).text();
  expect(html).toBe('<main><!--$--><p>figures</p><!--/$--></main>');
});

test('preload fetches a part’s code once', async () => {
  let loads = 0;
  const Part = lazyPart(async () => {
    loads += 1;
    return Note;
  });
  await Promise.all([Part.preload(), Part.preload(), partsReady()]);
  expect(loads).toBe(1);
});
