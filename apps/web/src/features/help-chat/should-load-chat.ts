// docs/product.md section 9: the help chat loads only in windows wider than 660 px.
// The rule is core's; this adds what counts as a configured provider here.
import { shouldLoadHelpChat } from '@footfall/core';

/** Whether the chat script may load: a provider is configured (an http(s) URL) and the window is
 * wider than 660 px. */
export function shouldLoadChat(width: number, url: string | null | undefined): boolean {
  const configured = !!url && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol);
  return shouldLoadHelpChat(width, configured);
}
