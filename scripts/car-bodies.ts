// npm run car-bodies: writes the body-type illustrations (app/components/car-shapes.ts) as the sprite
// public/car-bodies.svg that every car picture points into.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { carBodiesSvg } from '#app/components/car-shapes.ts';
import { root } from './lib/run.ts';

writeFileSync(join(root, 'public/car-bodies.svg'), carBodiesSvg());
console.log('public/car-bodies.svg written');
