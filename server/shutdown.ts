import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { TaskStore } from '../src/service/ports.ts';
import type { Service } from '../src/service/router.ts';

/** One turn of the event loop: its poll phase accepts waiting connections and reads what they sent. */
function turn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** How long a stop waits at most for new connections whose first request is not read yet, before it closes them. */
const UNREAD_WAIT_MS = 1000;

/**
 * Counts the connections that are open but whose first request has not been read: closing the listener would destroy
 * them as idle, and reset a request their client may have sent already.
 */
export function watchUnreadConnections(server: Server): () => number {
  const unread = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    unread.add(socket);
    socket.once('close', () => unread.delete(socket));
  });
  server.on('request', (request: IncomingMessage) => unread.delete(request.socket));
  return () => unread.size;
}

/**
 * Stops listening (the port's other sockets too: `closeOthers`, see listeners.ts), and resolves once every connection
 * has closed. Connections the system accepted before the stop but the process had not taken yet would be reset by
 * closing the listener, and one whose first request is not read yet counts as idle and would be destroyed with the
 * idle ones: the stop first lets the event loop take them and read their requests (which then get their answers, with
 * `Connection: close` from http-app), for at most UNREAD_WAIT_MS. Node's `close` then ends the kept-alive connections
 * that are idle (between two requests); one that is answering closes after its answer.
 */
export async function stopListening(
  server: Server,
  unread: () => number,
  closeOthers: () => Promise<void> = async () => {},
): Promise<void> {
  // Three turns: the one under way, and two whose polls take waiting connections and read what they sent. A poll takes
  // one waiting connection from each of the port's sockets, so a queue longer than that at the stop is still reset.
  for (let i = 0; i < 3; i++) await turn();
  const until = performance.now() + UNREAD_WAIT_MS;
  while (unread() > 0 && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
  const othersClosed = closeOthers();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await Promise.all([closed, othersClosed]);
}

/** Counts the requests whose handler has not answered yet, for the stop's wait and its log line. */
export class RequestCount {
  private count = 0;

  get active(): number {
    return this.count;
  }

  /** The handler, counted from its call until its answer (or its error). */
  wrap<Args extends unknown[], Answer>(handler: (...args: Args) => Answer | Promise<Answer>) {
    return async (...args: Args): Promise<Answer> => {
      this.count++;
      try {
        return await handler(...args);
      } finally {
        this.count--;
      }
    };
  }
}

/**
 * Resolves once no task of the service is in flight. `idle` rejects as soon as one task's run rejects (its end could
 * not be written), while others still run: it is asked again until none is left.
 */
export async function tasksEnded(service: Pick<Service, 'idle' | 'inFlight'>): Promise<void> {
  while (service.inFlight().length > 0) {
    await service.idle().catch(() => undefined);
    // A turn of the event loop between two asks, so this never spins in microtasks.
    await turn();
  }
}

/** What a stop did with the tasks that had not ended when its grace ran out. */
export interface HandedBack {
  /** Back to PENDING in the store: the next start runs them (SQLite), or the queue hands them out again (PostgreSQL). */
  task_ids: string[];
  /** Those the store could not write: they stay as they are, and run again at the next start or lease's end. */
  unwritten_ids: string[];
  error?: string;
}

/**
 * Puts the tasks this process had not finished back to PENDING, so none stays RUNNING in the store after a stop. A
 * task that ended meanwhile (its result was written just before) keeps its end and is not counted.
 */
export async function handBackTasks(tasks: TaskStore, ids: readonly string[]): Promise<HandedBack> {
  const handedBack: HandedBack = { task_ids: [], unwritten_ids: [] };
  for (const id of ids) {
    try {
      // A store without a conditional write (none on a server today) leaves them as they are: both run them again.
      const written = tasks.updateUnfinished ? await tasks.updateUnfinished(id, { status: 'PENDING' }) : true;
      if (written) handedBack.task_ids.push(id);
    } catch (error) {
      handedBack.unwritten_ids.push(id);
      handedBack.error = (error as Error).message;
    }
  }
  return handedBack;
}
