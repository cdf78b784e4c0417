// Session constants of docs/product.md sections 4 and 9.

/** The logout timer after login: 35,000,000 ms (about 9.7 hours). */
export const SESSION_TIMEOUT_MS = 35_000_000;
/** Access tokens live exactly as long as the session they belong to (docs/product.md section
 * 10). */
export const ACCESS_TOKEN_TTL_MS = SESSION_TIMEOUT_MS;

export const HELP_CHAT_MIN_WIDTH = 660;

/** The help chat loads only above 660 px, and only when a chat provider is configured. */
export function shouldLoadHelpChat(width: number, providerConfigured: boolean): boolean {
  return providerConfigured && width > HELP_CHAT_MIN_WIDTH;
}
