import { ENDPOINTS, methodAndPath } from '../contract/index.ts';
import { ApiError } from './api-error.ts';
import type { Credentials } from './credentials.ts';
import { endpointPath } from './endpoint-call.ts';
import { fetchTransport } from './http-transport.ts';
import type { Answer } from './worker-connection.ts';

/** One step of "Test connection": passed, failed (with why), or not tried because an earlier step failed. */
export interface CheckStep {
  title: string;
  outcome: 'ok' | 'failed' | 'skipped';
  message: string;
}

export interface ServerCheck {
  ok: boolean;
  reach: CheckStep;
  signIn: CheckStep;
}

export interface CheckServerOptions {
  baseUrl: string;
  credentials: Credentials | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** A server's own words, with the account taken out should the server have quoted it. */
function redact(text: string, credentials: Credentials | null): string {
  let out = text;
  for (const secret of [credentials?.password, credentials?.email])
    if (secret && secret.length >= 3) out = out.split(secret).join('…');
  return out;
}

/** A field of an answer's body (any JSON, from a server we do not know yet), or undefined when it has none. */
function bodyField(answer: Answer, key: string): unknown {
  const { body } = answer;
  return typeof body === 'object' && body !== null ? new Map(Object.entries(body)).get(key) : undefined;
}

function said(answer: Answer, credentials: Credentials | null): string {
  const detail = bodyField(answer, 'detail');
  const msg = bodyField(answer, 'msg');
  const text = typeof detail === 'string' ? detail : typeof msg === 'string' ? msg : null;
  return text ? ` The server said: “${redact(text, credentials)}”.` : '';
}

/** The public read that says the server is there, and the cheapest read that needs the account. */
const HEALTH = 'GET /health';
const TASK_LIST = 'GET /backtest/tasks';
const HEALTH_PATH = endpointPath(HEALTH);
const TASK_LIST_PATH = methodAndPath(TASK_LIST).path;

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function bodyCode(answer: Answer): number | undefined {
  const code = bodyField(answer, 'code');
  return typeof code === 'number' ? code : undefined;
}

async function ask(
  options: CheckServerOptions,
  path: string,
  credentials: Credentials | null,
): Promise<Answer | ApiError> {
  const transport = fetchTransport({
    baseUrl: options.baseUrl,
    credentials: () => credentials,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 10_000,
    retries: 0,
  });
  try {
    return await transport.request('GET', path);
  } catch (error) {
    return error instanceof ApiError ? error : new ApiError(0, 'the request failed');
  }
}

async function reach(options: CheckServerOptions): Promise<CheckStep> {
  const title = `Reach the server (${HEALTH_PATH})`;
  const answer = await ask(options, HEALTH_PATH, null);
  if (answer instanceof ApiError) return { title, outcome: 'failed', message: `${sentence(answer.message)}.` };
  if (answer.status < 200 || answer.status >= 300)
    return {
      title,
      outcome: 'failed',
      message: `${HEALTH_PATH} answered ${answer.status}: is the address right (the service's base URL)?${said(answer, null)}`,
    };
  const health = ENDPOINTS[HEALTH].response.safeParse(answer.body);
  if (!health.success)
    return {
      title,
      outcome: 'failed',
      message: `${HEALTH_PATH} answered, but not as this service does ({status}): is the address right?`,
    };
  return {
    title,
    outcome: 'ok',
    message:
      health.data.status === 'ok'
        ? 'Reachable: the service reports “ok”.'
        : `Reachable, but the service reports “${health.data.status}”.`,
  };
}

async function signIn(options: CheckServerOptions): Promise<CheckStep> {
  const title = `Sign in (${TASK_LIST_PATH})`;
  const { credentials } = options;
  if (!credentials?.email || !credentials.password)
    return { title, outcome: 'failed', message: 'Enter the e-mail and password of your account.' };
  const answer = await ask(options, endpointPath(TASK_LIST, { query: { limit: 1 } }), credentials);
  if (answer instanceof ApiError)
    return {
      title,
      outcome: 'failed',
      message:
        `No answer to a request with the account: ${answer.message}. /health answered, so the server's CORS ` +
        'settings may not allow the Authorization header from this page; in development, use the /api proxy.',
    };
  const code = bodyCode(answer);
  if (answer.status === 401 || code === 401)
    return {
      title,
      outcome: 'failed',
      message: `Authentication failed (401): the server did not accept this e-mail and password.${said(answer, credentials)}`,
    };
  if (answer.status === 403 || code === 403)
    return {
      title,
      outcome: 'failed',
      message:
        'Subscription not authorized (403): the account signed in, but it has no active plan that includes this ' +
        `service.${said(answer, credentials)}`,
    };
  if (answer.status < 200 || answer.status >= 300)
    return { title, outcome: 'failed', message: `The server answered ${answer.status}.${said(answer, credentials)}` };
  if (!ENDPOINTS[TASK_LIST].response.safeParse(answer.body).success)
    return {
      title,
      outcome: 'failed',
      message: 'The server answered, but not with a task list: is this the backtest service?',
    };
  return { title, outcome: 'ok', message: 'Signed in: the account can read its tasks.' };
}

const NOT_TRIED = 'Not tried: the server could not be reached.';

/** "Test connection": is the server there (public /health), and does it take the account (an authenticated read)? */
export async function checkServer(options: CheckServerOptions): Promise<ServerCheck> {
  const reached = await reach(options);
  const signedIn =
    reached.outcome === 'ok'
      ? await signIn(options)
      : { title: `Sign in (${TASK_LIST_PATH})`, outcome: 'skipped' as const, message: NOT_TRIED };
  return { ok: reached.outcome === 'ok' && signedIn.outcome === 'ok', reach: reached, signIn: signedIn };
}
