import { useEffect, useRef } from 'react';

export interface BuilderShortcuts {
  undo: () => void;
  redo: () => void;
  run: () => void;
}

/**
 * Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, Ctrl+Enter runs (Cmd on a Mac), anywhere on the builder, text fields
 * included: the builder's undo takes the place of the browser's own inside a field, because a field's native undo
 * knows nothing of the form model (it would undo text the form already replaced, and never a select or a Reset).
 * Dialogs keep their own keys.
 */
export function useBuilderShortcuts(actions: BuilderShortcuts): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  }, [actions]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      const key = event.key.toLowerCase();
      const action =
        key === 'z' ? (event.shiftKey ? 'redo' : 'undo') : key === 'y' ? 'redo' : key === 'enter' ? 'run' : null;
      if (action === null) return;
      event.preventDefault();
      latest.current[action]();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
