import { createServer, request } from 'node:http';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listenShared } from './listeners.ts';

/** A GET on a new connection (no agent: no connection kept or reused), answered with the status and body. */
function getOnNewConnection(port: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });
}

let server: Server | undefined;
afterEach(() => server?.close());

describe('listenShared', () => {
  it.runIf(process.platform === 'linux')(
    'shares the port among its sockets, every connection answered by the one server, and closes them all',
    async () => {
      const sockets = new Set<number>();
      let connections = 0;
      server = createServer((req, res) => res.end(`answer ${++connections}`));
      server.on('connection', (socket) => sockets.add(socket.remotePort ?? 0));
      const listening = await listenShared(server, 0, '127.0.0.1', 4);
      const port = listening.address.port;

      const answers = await Promise.all(Array.from({ length: 60 }, () => getOnNewConnection(port)));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      // Each answer was counted once, by the one server, whichever socket took its connection.
      expect(new Set(answers.map((a) => a.body)).size).toBe(60);
      expect(sockets.size).toBe(60);

      await Promise.all([listening.closeOthers(), new Promise<void>((resolve) => server!.close(() => resolve()))]);
      server = undefined;
      // No socket of the port is left to take a connection.
      for (let i = 0; i < 20; i++) expect(await refused(port)).toBe(true);
    },
  );

  it.runIf(process.platform === 'linux')(
    'refuses a port another server listens on, as an unshared one would',
    async () => {
      server = createServer((req, res) => res.end('first'));
      const first = await listenShared(server, 0, '127.0.0.1', 4);
      const second = createServer((req, res) => res.end('second'));
      await expect(listenShared(second, first.address.port, '127.0.0.1', 4)).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });
      expect(second.listening).toBe(false);
      // The first still answers every connection.
      const answers = await Promise.all(Array.from({ length: 20 }, () => getOnNewConnection(first.address.port)));
      expect(answers.every((a) => a.body === 'first')).toBe(true);
      await first.closeOthers();
    },
  );

  it('listens with its one socket where asked for one', async () => {
    server = createServer((req, res) => res.end('one'));
    const listening = await listenShared(server, 0, '127.0.0.1', 1);
    expect(await getOnNewConnection(listening.address.port)).toEqual({ status: 200, body: 'one' });
  });
});
