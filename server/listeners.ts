import type { Server } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { createServer } from 'node:net';

/*
 * Node takes one waiting connection from a listening socket per turn of its event loop (libuv's accept). When the
 * server is busy, a turn lasts tens of milliseconds, so 200 clients connecting at once waited seconds in the system's
 * queue (measured: 125 connections queued, taken at about 25 a second) while their requests were sent long before. A
 * port shared by several sockets of this process (SO_REUSEPORT, which Linux spreads new connections over) takes one
 * from each per turn. Only on Linux: elsewhere the option does not share out connections, or is refused.
 */
const SHARED_LISTENERS = process.platform === 'linux' ? 8 : 1;

/** The server listening, and the port's other sockets, which hand their connections to it. */
export interface Listening {
  address: AddressInfo;
  /**
   * Stops the port's other sockets from taking new connections (the server's own stops with `server.close`), and
   * resolves once every connection they took has ended: the server's close counts only those its own socket took.
   */
  closeOthers(): Promise<void>;
}

function listenOn(target: NetServer, options: { port: number; host: string; reusePort: boolean }) {
  return new Promise<AddressInfo>((resolve, reject) => {
    target.once('error', reject);
    target.listen(options, () => {
      target.off('error', reject);
      resolve(target.address() as AddressInfo);
    });
  });
}

async function listenAlone(port: number, host: string): Promise<NetServer> {
  const alone = createServer();
  await listenOn(alone, { port, host, reusePort: false });
  return alone;
}

const closeAfter = (target: NetServer) => new Promise<void>((resolve) => target.close(() => resolve()));

/**
 * Listens on `port` of `host` with `count` sockets: the server's own and others whose connections go to the server as
 * if it had taken them (its `connection` event: same timeouts, keep-alive and count of open connections). A socket
 * beyond the first that cannot listen is left out: the port still works, with fewer.
 */
export async function listenShared(
  server: Server,
  port: number,
  host: string,
  count = SHARED_LISTENERS,
): Promise<Listening> {
  const shared = count > 1;
  // A port already in use (another server left running on it) is refused, as without sharing: a socket of this
  // process alone takes it first. Sharing would otherwise let a second server of the same user in beside the first.
  if (shared && port !== 0) await closeAfter(await listenAlone(port, host));
  const address = await listenOn(server, { port, host, reusePort: shared });
  const others: NetServer[] = [];
  for (let i = 1; i < count; i++) {
    // As Node's HTTP server sets its own sockets (it turns Nagle's delay off).
    const other = createServer({ noDelay: true }, (socket) => server.emit('connection', socket));
    try {
      await listenOn(other, { port: address.port, host, reusePort: true });
      others.push(other);
    } catch {
      other.close();
      break;
    }
  }
  const closeOthers = async () => {
    await Promise.all(others.map(closeAfter));
  };
  return { address, closeOthers };
}
