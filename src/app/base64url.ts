/** Text in base64url (RFC 4648 §5, no padding), for positions carried in links. */

export function encodeBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The decoded text, or null when `data` is not base64url of UTF-8 text. */
export function decodeBase64Url(data: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(data) || data.length % 4 === 1) return null;
  const padded = data.replace(/-/g, "+").replace(/_/g, "/");
  try {
    const binary = atob(padded + "=".repeat((4 - (padded.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
