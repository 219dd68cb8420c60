import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { screenOfKey } from './navigation.ts';
import { rememberedLocation } from './remembered-search.ts';

/** How long after `g` the screen's key is awaited. */
export const GO_TO_WINDOW_MS = 1500;

/** Typing goes to the field: a shortcut of plain letters must not fire while the analyst writes. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
  return target.closest('[role="combobox"], [role="textbox"]') !== null;
}

/**
 * `g` then a screen's key (`g s`, `g t`, ...) opens that screen, on the view it was left on; `?` opens the list of
 * shortcuts. Not while typing in a field, with a modifier held, or inside a dialog (dialogs keep their own keys).
 */
export function useGoToShortcuts(onHelp: () => void): void {
  const navigate = useNavigate();
  const latest = useRef({ navigate, onHelp });
  useEffect(() => {
    latest.current = { navigate, onHelp };
  }, [navigate, onHelp]);
  useEffect(() => {
    let armedAt = -Infinity;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || event.repeat) return;
      if (isTyping(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      if (event.key === '?') {
        event.preventDefault();
        latest.current.onHelp();
        return;
      }
      const armed = event.timeStamp - armedAt <= GO_TO_WINDOW_MS;
      armedAt = -Infinity;
      if (!armed) {
        if (event.key.toLowerCase() === 'g' && !event.shiftKey) armedAt = event.timeStamp;
        return;
      }
      const screen = screenOfKey(event.key);
      if (!screen) return;
      event.preventDefault();
      void latest.current.navigate(rememberedLocation(screen.path));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
