import { fstatSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fixtureRoutes } from '../sources/fixtures/fixture-routes.ts';
import { startReplayServer } from './replay-server.ts';

/*
 * The replay server as a process, for e2e and benchmarks: `tsx src/testing/replay-server-main.ts --port N [--years Y]
 * [--fail SYMBOL ...]` serves every source's fixtures (and the synthetic SYNnnnn symbols) on 127.0.0.1:N and prints one
 * line when it listens; Yahoo answers every request for a `--fail` symbol with a 500 (a source failing for one symbol). It stops on SIGTERM or SIGINT, when its stdin (a pipe from its parent) closes, and when its parent dies.
 */

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    years: { type: 'string', default: '20' },
    fail: { type: 'string', multiple: true, default: [] },
  },
});
const port = Number(values.port);
const years = Number(values.years);
if (!Number.isInteger(port) || port < 0 || port > 65535 || !(years > 0)) {
  process.stderr.write('usage: replay-server-main.ts --port N [--years Y] [--fail SYMBOL ...]\n');
  process.exit(2);
}

const server = await startReplayServer({
  routes: fixtureRoutes({ synthetic: { years } }),
  port,
  keepProcessAlive: true,
});
const failing = new Set(values.fail.map((s) => s.toUpperCase()));
if (failing.size > 0)
  server.fault('yahoo-chart', {
    kind: 'status',
    status: 500,
    times: Infinity,
    when: (request) => failing.has(decodeURIComponent(request.path.split('/').pop() ?? '').toUpperCase()),
  });
process.stdout.write(`replay server listening on ${server.url}\n`);

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  void server.close().then(() => process.exit(0));
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

// A parent that holds our stdin as a pipe (a FIFO, or a socket when node spawns us) lets us go when it goes; a parent
// that gave us none is watched by its pid.
const stdin = fstatSync(0);
if (stdin.isFIFO() || stdin.isSocket()) {
  process.stdin.on('end', stop);
  process.stdin.on('close', stop);
  process.stdin.resume();
}
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop();
}, 1000).unref();
