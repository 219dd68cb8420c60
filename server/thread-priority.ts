import { constants, getPriority, setPriority } from 'node:os';

/**
 * Lowers the calling thread's scheduling priority (nice 10), so a task thread running a backtest gives way to the
 * request thread whenever that one has work: on two cores with two task threads busy, the request thread otherwise
 * gets a third of a core and every answer waits, while with it first the tasks still get every cycle it leaves.
 * Only on Linux, where a nice value belongs to a thread (setpriority on "process" 0 is the calling thread); elsewhere
 * the same call would lower the whole server. Returns the thread's nice value after the call, or undefined on another
 * system or when the system refused.
 */
export function yieldToRequestThread(): number | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    // Only ever lower: a server started niced already (nice 15, say) keeps its threads there.
    if (getPriority(0) < constants.priority.PRIORITY_BELOW_NORMAL)
      setPriority(0, constants.priority.PRIORITY_BELOW_NORMAL);
    return getPriority(0);
  } catch {
    return undefined;
  }
}
