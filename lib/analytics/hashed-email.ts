/**
 * SPEC §7: the user's email is hashed with SHA-256 for analytics (never sent in clear to the data
 * layer). Trimmed and lowercased first, so one address always gives one hash. Browser and server.
 */
export async function hashedEmail(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.trim().toLowerCase()));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
