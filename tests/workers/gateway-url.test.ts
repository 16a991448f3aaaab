// `url` on the gateway reaches a listed target or nothing: absolute addresses, protocol-relative hosts,
// path tricks and their encoded forms all get the 404 envelope, never a fetch and never a 500. And the
// query's two rules, the same beside `url` and inside it: a whole number is written in decimal digits,
// and a parameter is given once.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '#app/gateway/envelope.ts';
import { variantPng } from '../support/images';
import { ORIGIN, settledFetch } from './helpers';

const HOSTILE = [
  'https://evil.example/car/indexPage',
  'http://127.0.0.1:8787/car/indexPage',
  '//evil.example/car/indexPage',
  '///car/indexPage',
  '/car/../admin/api/photos',
  '/car/indexPage/../../admin/api/photos',
  '/car/./indexPage',
  '/car/indexPage/',
  '/CAR/INDEXPAGE',
  '/car%2FindexPage',
  '%2Fcar%2FindexPage',
  '/car/indexPage%00',
  '/car/indexPage#x',
  '\\\\evil.example\\car\\indexPage',
  'javascript:alert(1)',
  'file:///etc/passwd',
  '/car/indexPage\n/admin',
  ' /car/indexPage',
  '/constructor',
  '/__proto__',
  'toString',
];

describe('gateway url', () => {
  for (const target of HOSTILE) {
    it(`refuses ${JSON.stringify(target)}`, async () => {
      const url = new URL('/api', ORIGIN);
      url.searchParams.set('url', target);
      const response = await settledFetch(url);
      const body = (await response.json()) as { code: number; msg: string; data: unknown };
      expect(response.status, target).toBe(404);
      expect(body).toEqual({ code: 404, data: null, msg: 'Unknown target' });
    });
  }

  // the query string is decoded once, as every client encodes it: `/car%2findexPage` there is the listed
  // `/car/indexPage`, while a doubly encoded or dotted path stays unlisted
  it('also refuses them when written into the query string as they are', async () => {
    for (const raw of ['//evil.example/x', '/car/%2e%2e/admin/api/photos', '/car%252findexPage', 'https://evil.example/car/indexPage']) {
      const response = await settledFetch(`${ORIGIN}/api?url=${raw}`);
      expect(response.status, raw).toBe(404);
    }
  });

  it('answers the gateway misspelt with its own JSON 404, not the home page', async () => {
    for (const path of ['/api/?url=/car/carNameList', '/API?url=/car/carNameList', '/api/car/carInfo?id=1001']) {
      const response = await settledFetch(`${ORIGIN}${path}`);
      expect([response.status, response.headers.get('Content-Type')], path).toEqual([404, 'application/json']);
      expect(await response.json()).toEqual({ code: 404, data: null, msg: 'Unknown address: the gateway answers at /api?url=<target>' });
    }
  });
});

type Fields = { fields: Record<string, string[]> };

async function gateway(query: string, init?: RequestInit) {
  const response = await settledFetch(`${ORIGIN}/api?${query}`, init);
  return { status: response.status, body: (await response.json()) as Envelope<Fields | null> };
}

/** The same number as JavaScript's Number() would read it, written every way but plain decimal digits. */
function otherSpellings(value: number): string[] {
  const digits = String(value);
  const fullWidth = [...digits].map((digit) => String.fromCharCode(0xff10 + Number(digit))).join('');
  return [
    `0x${value.toString(16)}`,
    `0b${value.toString(2)}`,
    `0o${value.toString(8)}`,
    `${digits}.0`,
    `${digits}e0`,
    `${value / 1000}e3`,
    `0${digits}`,
    `%2B${digits}`,
    `+${digits}`, // a raw `+` in a query is a space
    `%20${digits}`,
    `${digits}%20`,
    `%0A${digits}`,
    `%09${digits}`,
    `${digits.slice(0, 1)}_${digits.slice(1)}`,
    encodeURIComponent(fullWidth),
  ];
}

// every whole-number parameter of the gateway, with the other parameters of a valid call
const INTEGER_PARAMS: Array<{ target: string; name: string; value: number; rest?: string }> = [
  { target: '/car/carInfo', name: 'id', value: 1001 },
  { target: '/car/indexPage', name: 'page', value: 2 },
  { target: '/car/indexPage', name: 'pageSize', value: 10 },
  { target: '/car/recommendedTopCars', name: 'limit', value: 5 },
  { target: '/car/releaseRankList', name: 'page', value: 2 },
  { target: '/car/fastestRankList', name: 'pageSize', value: 10 },
  { target: '/tc/p/list/photos', name: 'carId', value: 1001 },
  { target: '/tc/p/list/photos', name: 'page', value: 1, rest: 'carId=1001' },
  { target: '/express/eget', name: 'seq', value: 3, rest: 'name=page_view&id=integer-check-seq' },
  { target: '/express/eget', name: 'carId', value: 1001, rest: 'name=car_view&id=integer-check-car' },
  { target: '/express/eget', name: 'ts', value: 1_790_000_000_000, rest: 'name=page_view&id=integer-check-ts' },
];

describe('whole numbers are written in decimal digits', () => {
  for (const { target, name, value, rest } of INTEGER_PARAMS) {
    it(`${target} ${name}: only ${value} as digits, beside url or inside it`, async () => {
      const extra = rest ? `&${rest}` : '';
      expect((await gateway(`url=${target}&${name}=${value}${extra}`)).status).toBe(200);
      for (const spelling of otherSpellings(value)) {
        for (const query of [
          `url=${target}&${name}=${spelling}${extra}`,
          `url=${encodeURIComponent(`${target}?${name}=`)}${encodeURIComponent(decodeURIComponent(spelling))}${extra}`,
        ]) {
          const { status, body } = await gateway(query);
          expect(status, query).toBe(400);
          expect(body.data?.fields[name], query).toBeDefined();
        }
      }
    });
  }

  it('takes 0 where 0 is allowed, and no other zero', async () => {
    expect((await gateway('url=/express/eget&name=page_view&id=integer-check-zero&seq=0')).status).toBe(200);
    for (const zero of ['00', '-0', '0.0', '0e0', '0x0']) {
      expect((await gateway(`url=/express/eget&name=page_view&id=integer-check-zero&seq=${zero}`)).status, zero).toBe(400);
    }
  });

  it('says the bound a whole number breaks, not that it is no number', async () => {
    for (const [query, field, message] of [
      ['url=/express/eget&name=car_view&id=abcdefghij&seq=50', 'seq', 'must be 49 or less'],
      ['url=/express/eget&name=car_view&id=abcdefghij&ts=99999999999999999', 'ts', 'is too large'],
      ['url=/express/eget&name=car_view&id=abcdefghij&seq=1.5', 'seq', 'must be a whole number written in digits'],
      ['url=/car/indexPage&page=0', 'page', 'must be 1 or more'],
      ['url=/car/carInfo&id=99999999999', 'id', 'is too large'],
      // a number not given is missing, not misspelt
      ['url=/car/carInfo', 'id', 'is required: a whole number written in digits'],
      ['url=/tc/p/list/photos', 'carId', 'is required: a whole number written in digits'],
    ]) {
      const { status, body } = await gateway(query!);
      expect([status, body.data?.fields[field!]], query).toEqual([400, [message]]);
    }
  });

  it('holds for a photo upload carId, in the query and in the form', async () => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM photos').first<{ n: number }>();
    for (const spelling of otherSpellings(1001)) {
      const raw = await gateway(`url=/tc/p/photo&carId=${spelling}`, {
        method: 'POST',
        headers: { 'Content-Type': 'image/png' },
        body: variantPng(41),
      });
      expect(raw.status, spelling).toBe(400);
      const form = new FormData();
      form.set('carId', decodeURIComponent(spelling));
      form.set('photo', new File([variantPng(42)], 'car.png', { type: 'image/png' }));
      const posted = await gateway('url=/tc/p/photo', { method: 'POST', body: form });
      expect(posted.status, spelling).toBe(400);
      expect(posted.body.data?.fields.carId, spelling).toBeDefined();
    }
    expect(await env.DB.prepare('SELECT count(*) AS n FROM photos').first<{ n: number }>()).toEqual(before);
  });
});

describe('a parameter is given once', () => {
  it.each([
    ['beside url', 'url=/car/carInfo&id=1001&id=1002'],
    ['beside url, with the same value', 'url=/car/carInfo&id=1001&id=1001'],
    ['inside url', `url=${encodeURIComponent('/car/carInfo?id=1001&id=1002')}`],
    ['once inside url and once beside it', 'url=/car/carInfo?id=1001&id=1002'],
    ['empty both times', 'url=/car/indexPage&q=&q='],
    ['unknown to the target', 'url=/car/carNameList&x=1&x=2'],
  ])('%s: 400 naming it', async (_label, query) => {
    const { status, body } = await gateway(query);
    expect(status, query).toBe(400);
    expect(Object.values(body.data?.fields ?? {})).toEqual([['is given more than once']]);
  });

  it('url itself too, also when written again inside url', async () => {
    for (const query of ['url=/car/carNameList&url=/car/carInfo&id=1001', `url=${encodeURIComponent('/car/carNameList?url=/x')}`]) {
      const { status, body } = await gateway(query);
      expect(status, query).toBe(400);
      expect(body.data?.fields.url).toEqual(['is given more than once']);
    }
  });

  it('and a photo form field once', async () => {
    const form = new FormData();
    form.append('carId', '1001');
    form.append('carId', '1002');
    form.set('photo', new File([variantPng(43)], 'car.png', { type: 'image/png' }));
    const { status, body } = await gateway('url=/tc/p/photo', { method: 'POST', body: form });
    expect(status).toBe(400);
    expect(body.data?.fields.carId).toEqual(['is given more than once']);
  });

  it('no parameter given twice is refused for it', async () => {
    expect((await gateway(`url=${encodeURIComponent('/car/carInfo?id=1001')}`)).status).toBe(200);
    expect((await gateway('url=/car/indexPage?fuel=electric&page=2&pageSize=5')).status).toBe(200);
  });
});
