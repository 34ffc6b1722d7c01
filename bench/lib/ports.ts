import net from 'node:net';

/**
 * Asks the OS for a free TCP port on 127.0.0.1. Several helpers and test runs share this
 * machine, so fixed ports would collide; an ephemeral port is free when we look.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not read the port the OS gave us'));
      });
    });
  });
}
