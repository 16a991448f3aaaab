// The small servers the workers layer's global setups start on 127.0.0.1 for the run.
import type { Server } from 'node:http';

/** Listens on a free port of 127.0.0.1 and returns it. */
export async function listenOnLoopback(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
