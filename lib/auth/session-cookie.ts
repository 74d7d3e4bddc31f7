/** Auth.js session cookies: `__Secure-` on HTTPS; large tokens are split into `.0`, `.1`, ... */
export const SESSION_COOKIES = [
  { name: "__Secure-authjs.session-token", secure: true },
  { name: "authjs.session-token", secure: false },
] as const;

/** The session cookie a Cookie header carries (not yet verified), if any. */
export function sessionCookieIn(cookieHeader: string | null) {
  if (!cookieHeader) return undefined;
  return SESSION_COOKIES.find(
    (c) => cookieHeader.includes(`${c.name}=`) || cookieHeader.includes(`${c.name}.0=`),
  );
}
