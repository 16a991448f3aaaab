// The browser tests drive Debian's Chromium; nothing downloads a browser.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function requireChromium(): void {
  if (existsSync(chromiumPath)) return;
  console.error(
    `\nChromium was not found at ${chromiumPath}.\n` +
      'The browser tests use the system Chromium. Install it with:\n\n' +
      '  sudo apt-get update && sudo apt-get install -y chromium\n\n' +
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
