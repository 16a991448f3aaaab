import { describe, expect, it } from 'vitest';
import { deviceFromRequest, deviceInBrowser } from './device';

// Real user-agent strings, as browsers send them.
const AGENTS = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  pixel: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  galaxyTab: 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ipadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  // iPadOS 13+ sends the desktop Safari agent
  ipadDesktopAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  kindle:
    'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/128.3.1 like Chrome/128.0.6613.187 Safari/537.36',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  operaMini: 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.14977',
};

const request = (headers: Record<string, string>) => deviceFromRequest(new Headers(headers));

describe('deviceFromRequest', () => {
  it.each([
    ['iphone', 'mobile'],
    ['pixel', 'mobile'],
    ['operaMini', 'mobile'],
    ['windowsPhone', 'mobile'],
    ['galaxyTab', 'tablet'],
    ['ipadOld', 'tablet'],
    ['kindle', 'tablet'],
    ['windowsChrome', 'desktop'],
    ['linuxFirefox', 'desktop'],
    ['ipadDesktopAgent', 'desktop'],
  ] as const)('%s is %s', (agent, expected) => {
    expect(request({ 'user-agent': AGENTS[agent] })).toBe(expected);
  });

  it('takes the mobile client hint when the agent says nothing', () => {
    expect(request({ 'user-agent': AGENTS.windowsChrome, 'sec-ch-ua-mobile': '?1' })).toBe('mobile');
    expect(request({ 'user-agent': AGENTS.windowsChrome, 'sec-ch-ua-mobile': '?0' })).toBe('desktop');
  });

  it('leaves the decision to the browser without either header', () => {
    expect(request({})).toBeNull();
    expect(request({ 'sec-ch-ua-mobile': '?1' })).toBe('mobile');
  });
});

describe('deviceInBrowser', () => {
  it('counts a touch device narrower than 768 px as mobile', () => {
    expect(deviceInBrowser({ userAgent: AGENTS.ipadDesktopAgent, maxTouchPoints: 5, width: 700 })).toBe('mobile');
    expect(deviceInBrowser({ userAgent: AGENTS.ipadDesktopAgent, maxTouchPoints: 5, width: 768 })).toBe('desktop');
  });

  it('does not count a narrow window without touch as mobile', () => {
    expect(deviceInBrowser({ userAgent: AGENTS.windowsChrome, maxTouchPoints: 0, width: 500 })).toBe('desktop');
  });

  it('lets the user agent win over the width', () => {
    expect(deviceInBrowser({ userAgent: AGENTS.galaxyTab, maxTouchPoints: 10, width: 600 })).toBe('tablet');
    expect(deviceInBrowser({ userAgent: AGENTS.pixel, maxTouchPoints: 5, width: 1200 })).toBe('mobile');
  });
});
