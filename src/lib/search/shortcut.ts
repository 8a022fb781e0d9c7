/**
 * The keyboard shortcuts that open the site's search: Ctrl+K (⌘K on a Mac) anywhere, and `/` when
 * the visitor is not typing in a field (there it is a slash).
 */

interface ShortcutEvent {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
  readonly target: EventTarget | null;
  readonly defaultPrevented: boolean;
  readonly isComposing?: boolean;
}

interface MaybeField {
  readonly tagName?: string;
  readonly isContentEditable?: boolean;
}

/** Whether keys typed at this element are text: a field, a text area, a list box, editable text. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (target === null || typeof target !== 'object') return false;
  const element = target as MaybeField;
  const tag = element.tagName?.toUpperCase();
  return (
    tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || element.isContentEditable === true
  );
}

export function isSearchShortcut(event: ShortcutEvent): boolean {
  if (event.defaultPrevented || event.isComposing === true || event.altKey) return false;
  if (event.key.toLowerCase() === 'k') return event.ctrlKey !== event.metaKey && !event.shiftKey;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target);
}

/** The shortcuts, as the control's ARIA attribute announces them. */
export const searchShortcuts = 'Control+K Meta+K /';
