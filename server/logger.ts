export type LogLevel = 'info' | 'warn' | 'error';

/** A structured log: one JSON object a line. Callers pass only what is safe to keep (never credentials). */
export type Logger = (level: LogLevel, msg: string, fields?: Record<string, unknown>) => void;

/** JSON lines on standard output (`time`, `level`, `msg`, then the fields). */
export const stdoutLogger: Logger = (level, msg, fields) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
};

export const silentLogger: Logger = () => {};
