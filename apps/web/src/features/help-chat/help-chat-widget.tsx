import { useEffect } from 'react';
import { HELP_CHAT_URL } from './help-chat-config';
import { injectChatScript } from './inject-chat-script';
import { shouldLoadChat } from './should-load-chat';

interface HelpChatWidgetProps {
  /** The provider's script; the build's VITE_HELP_CHAT_URL unless given (tests). */
  url?: string | null;
}

/**
 * Loads the help chat provider's script when one is configured and the window is wider than
 * 660 px: checked on mount and on every resize until it loads, then never again (a loaded chat
 * stays when the window narrows; one that never loaded never loads below the width). Draws
 * nothing itself: the provider adds its own launcher.
 */
export function HelpChatWidget({ url = HELP_CHAT_URL }: HelpChatWidgetProps) {
  useEffect(() => {
    if (!url) return;
    const loadWhenWide = () => {
      if (!shouldLoadChat(window.innerWidth, url)) return false;
      injectChatScript(url);
      return true;
    };
    if (loadWhenWide()) return;
    const onResize = () => {
      if (loadWhenWide()) window.removeEventListener('resize', onResize);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [url]);
  return null;
}
