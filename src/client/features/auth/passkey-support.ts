/**
 * Whether this browser can use passkeys on this page: WebAuthn is there only in a secure
 * context (https, or http on localhost). A cheap check, so a page can decide what to show
 * without loading the passkey code (passkey-ceremonies.ts).
 */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
