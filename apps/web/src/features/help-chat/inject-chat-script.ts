const MARKER = 'data-help-chat';

/** Adds the provider's script to the page once; later calls (a remount, a second resize) find
 * it there and do nothing. */
export function injectChatScript(url: string): void {
  if (document.querySelector(`script[${MARKER}]`)) return;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.setAttribute(MARKER, '');
  document.body.appendChild(script);
}
