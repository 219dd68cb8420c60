/** An account of a server (spec section 5: HTTP Basic with the account's e-mail and password). */
export interface Credentials {
  email: string;
  password: string;
}

/** Base64 of UTF-8 bytes: `btoa` alone refuses characters outside Latin-1, which passwords may hold. */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The `Authorization` header value; it goes into that header and nowhere else (never a URL, log or message). */
export function basicAuthorization(credentials: Credentials): string {
  return `Basic ${base64(`${credentials.email}:${credentials.password}`)}`;
}

export function sameCredentials(a: Credentials | null, b: Credentials | null): boolean {
  return a?.email === b?.email && a?.password === b?.password;
}
