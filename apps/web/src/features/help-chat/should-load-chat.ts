// SPEC.md section 9: "The help chat widget loads only when the window width is above 660."

export const HELP_CHAT_MIN_WIDTH = 660;

/** Whether the chat script may load: a provider is configured (an http(s) URL) and the window is
 * wider than 660 px. */
export function shouldLoadChat(width: number, url: string | null | undefined): boolean {
  if (!url || !URL.canParse(url)) return false;
  if (!/^https?:$/.test(new URL(url).protocol)) return false;
  return width > HELP_CHAT_MIN_WIDTH;
}
