/** Replaces every occurrence of each secret (an API key) in `text` with `***`, so no message or log shows a key. */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length > 0) out = out.split(secret).join('***');
  return out;
}
