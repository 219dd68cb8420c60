/** The longest message taken from an answer's body into the log. */
const MAX_LENGTH = 1000;

/**
 * What an error answer says, for the log: the `detail` of the backtest service's shape, the `msg` of the analytics
 * service's, or else the start of the body's text. Read from a copy, so the answer still goes out whole.
 */
export async function answerMessage(response: Response): Promise<string> {
  let text: string;
  try {
    text = await response.clone().text();
  } catch (error) {
    return `the body could not be read: ${error instanceof Error ? error.message : String(error)}`;
  }
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null) {
      if ('detail' in body && typeof body.detail === 'string') return body.detail;
      if ('msg' in body && typeof body.msg === 'string') return body.msg;
    }
  } catch {
    // not JSON: the text itself says it
  }
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text;
}
