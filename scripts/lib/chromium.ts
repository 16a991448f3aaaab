// The browser tests drive Debian's Chromium; nothing downloads a browser.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the Playwright tests drive: Debian's headless shell (`chromium-headless-shell`, the same Chromium
 * built without the full browser's windowing, what Playwright itself runs headless tests in), where it is
 * installed; else the full browser. A browser test takes about a quarter less time in it (decision 072).
 * Lighthouse keeps the full browser (`chromiumPath`): its figures stand for a visitor's browser.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const testChromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath);

export function requireChromium(): void {
  if (existsSync(chromiumPath)) return;
  console.error(
    `\nChromium was not found at ${chromiumPath}.\n` +
      'The browser tests use the system Chromium. Install it with:\n\n' +
      '  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell\n\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.\n',
  );
  process.exit(1);
}

/** Flags for a headless Chromium on a machine without outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // the example domains (fastlane.localhost, …) reach the local server over IPv4
  '--host-resolver-rules=MAP *.localhost 127.0.0.1',
];
