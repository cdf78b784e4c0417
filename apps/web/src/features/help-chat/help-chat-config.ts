// The help chat provider's script, fixed at build time (VITE_HELP_CHAT_URL, like VITE_API_URL).
// The server must let its origin through the CSP too (HELP_CHAT_ORIGIN).
export const HELP_CHAT_URL: string | null = import.meta.env.VITE_HELP_CHAT_URL?.trim() || null;
