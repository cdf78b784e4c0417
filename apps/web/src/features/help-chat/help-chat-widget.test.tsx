import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HelpChatWidget } from './help-chat-widget';

const CHAT_URL = 'https://chat.example.com/widget.js';
const initialWidth = window.innerWidth;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

const chatScripts = () => document.querySelectorAll('script[data-help-chat]');

afterEach(() => {
  chatScripts().forEach((script) => script.remove());
  setWidth(initialWidth);
});

describe('the help chat widget', () => {
  it('injects nothing at 600 px wide', () => {
    setWidth(600);
    render(<HelpChatWidget url={CHAT_URL} />);
    expect(chatScripts()).toHaveLength(0);
  });

  it('injects the provider script at 800 px wide with a URL configured', () => {
    setWidth(800);
    render(<HelpChatWidget url={CHAT_URL} />);
    expect(chatScripts()).toHaveLength(1);
    expect(chatScripts()[0]!.getAttribute('src')).toBe(CHAT_URL);
  });

  it('injects nothing without a provider, however wide', () => {
    setWidth(1280);
    render(<HelpChatWidget url={null} />);
    expect(chatScripts()).toHaveLength(0);
  });

  it('loads once the window becomes wide, and only once', () => {
    setWidth(600);
    const view = render(<HelpChatWidget url={CHAT_URL} />);
    act(() => window.dispatchEvent(new Event('resize')));
    expect(chatScripts()).toHaveLength(0);
    setWidth(900);
    act(() => window.dispatchEvent(new Event('resize')));
    expect(chatScripts()).toHaveLength(1);
    setWidth(500);
    act(() => window.dispatchEvent(new Event('resize')));
    setWidth(1000);
    act(() => window.dispatchEvent(new Event('resize')));
    view.rerender(<HelpChatWidget url={CHAT_URL} />);
    expect(chatScripts()).toHaveLength(1);
  });
});
