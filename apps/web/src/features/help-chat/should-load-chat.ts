// SPEC.md section 9: "The help chat widget loads only when the window width is above 660."
// The rule is core's; this adds what counts as a configured provider here.
import { shouldLoadHelpChat } from '@footfall/core';

/** Whether the chat script may load: a provider is configured (an http(s) URL) and the window is
 * wider than 660 px. */
export function shouldLoadChat(width: number, url: string | null | undefined): boolean {
  const configured = !!url && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol);
  return shouldLoadHelpChat(width, configured);
}
