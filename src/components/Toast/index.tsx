/**
 * The toast viewport, rendered once by the theme Root: a labeled region with the one visible
 * toast (src/lib/toast has the state, the timer and the swipe rules).
 * - F8 focuses the viewport; Escape closes the toast.
 * - The countdown pauses while the viewport is hovered or has focus, or the window is blurred.
 * - A screen reader hears each new toast once, from a live region cleared after 1 s.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Button from '@site/src/components/Button';
import {TOAST_ANNOUNCE_DURATION, TOAST_HOTKEY} from '@site/src/lib/toast/constants';
import {announcementOf, toastStore, type Toast} from '@site/src/lib/toast/store';
import {startSwipe, type Swipe} from '@site/src/lib/toast/swipe';
import {createPauseGate, startPausableTimer, type PauseGate} from '@site/src/lib/toast/timer';
import styles from './styles.module.css';

export default function ToastViewport(): ReactNode {
  const {toasts} = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getState,
    toastStore.getState,
  );
  const viewportRef = useRef<HTMLOListElement>(null);
  const politeRef = useRef<HTMLDivElement>(null);
  const assertiveRef = useRef<HTMLDivElement>(null);
  // Hover, focus and a blurred window hold the countdown from inside their own event handlers.
  const [gate] = useState(createPauseGate);
  const focusViewport = useCallback(() => viewportRef.current?.focus(), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === TOAST_HOTKEY) {
        event.preventDefault();
        viewportRef.current?.focus();
      } else if (event.key === 'Escape' && !event.defaultPrevented) {
        const open = toastStore.getState().toasts.find((toast) => toast.open);
        if (!open) return;
        event.preventDefault();
        open.dismiss();
      }
    };
    const onBlur = () => gate.hold('window blurred', true);
    const onFocus = () => gate.hold('window blurred', false);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, [gate]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return undefined;
    const onPointerMove = () => gate.hold('hovered', true);
    const onPointerLeave = () => gate.hold('hovered', false);
    const onFocusIn = () => gate.hold('focused', true);
    const onFocusOut = (event: FocusEvent) => {
      if (!viewport.contains(event.relatedTarget as Node | null)) gate.hold('focused', false);
    };
    viewport.addEventListener('pointermove', onPointerMove);
    viewport.addEventListener('pointerleave', onPointerLeave);
    viewport.addEventListener('focusin', onFocusIn);
    viewport.addEventListener('focusout', onFocusOut);
    return () => {
      viewport.removeEventListener('pointermove', onPointerMove);
      viewport.removeEventListener('pointerleave', onPointerLeave);
      viewport.removeEventListener('focusin', onFocusIn);
      viewport.removeEventListener('focusout', onFocusOut);
    };
  }, [gate]);

  // Announce each toast once when it opens, and take the words away after 1 s.
  const current = toasts.find((toast) => toast.open);
  useEffect(() => {
    const region = current?.variant === 'destructive' ? assertiveRef.current : politeRef.current;
    if (!current || !region) return undefined;
    region.textContent = announcementOf(current);
    const clear = setTimeout(() => {
      region.textContent = '';
    }, TOAST_ANNOUNCE_DURATION);
    return () => {
      clearTimeout(clear);
      region.textContent = '';
    };
  }, [current]);

  return (
    <section aria-label={`Notifications (${TOAST_HOTKEY})`} className={styles.region}>
      <ol ref={viewportRef} tabIndex={-1} className={styles.viewport}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} gate={gate} onClosedWithFocus={focusViewport} />
        ))}
      </ol>
      <div ref={politeRef} className="sr-only" role="status" data-toast-announcement="polite" />
      <div
        ref={assertiveRef}
        className="sr-only"
        role="alert"
        data-toast-announcement="assertive"
      />
    </section>
  );
}

function ToastItem({
  toast,
  gate,
  onClosedWithFocus,
}: {
  readonly toast: Toast;
  readonly gate: PauseGate;
  readonly onClosedWithFocus: () => void;
}): ReactNode {
  const {id, title, description, action, variant, duration, open, dismiss} = toast;
  const ref = useRef<HTMLLIElement>(null);

  // The countdown starts as the toast is drawn (a layout effect), not in a later task: the time a
  // visitor has to read it counts from when it shows.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const countdown = startPausableTimer(duration, dismiss);
    const unfollow = gate.follow(countdown);
    return () => {
      unfollow();
      countdown.cancel();
    };
  }, [open, duration, dismiss, gate]);

  // Closed: hand focus back to the viewport, play the exit animation, then leave the list.
  useEffect(() => {
    const element = ref.current;
    if (open || !element) return undefined;
    if (element.contains(document.activeElement)) onClosedWithFocus();
    const remove = () => toastStore.remove(id);
    const {animationName} = getComputedStyle(element);
    if (!animationName || animationName === 'none') {
      remove();
      return undefined;
    }
    element.addEventListener('animationend', remove);
    return () => element.removeEventListener('animationend', remove);
  }, [open, id, onClosedWithFocus]);

  // Swipe right to dismiss.
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let swipe: Swipe | null = null;
    let swiped = false;
    const setOffset = (px: number) => element.style.setProperty('--toast-swipe-x', `${px}px`);
    const onPointerDown = (event: PointerEvent) => {
      if (event.button !== 0) return;
      swipe = startSwipe(event.clientX, event.clientY, event.pointerType);
      swiped = false;
    };
    const onPointerMove = (event: PointerEvent) => {
      const offset = swipe?.move(event.clientX, event.clientY);
      if (offset === null || offset === undefined) return;
      if (!swiped) {
        swiped = true;
        element.setPointerCapture(event.pointerId);
        element.dataset.swipe = 'move';
      }
      setOffset(offset);
    };
    const onPointerUp = (event: PointerEvent) => {
      const outcome = swipe?.end();
      swipe = null;
      if (!outcome) return;
      if (element.hasPointerCapture(event.pointerId))
        element.releasePointerCapture(event.pointerId);
      if (outcome === 'dismiss') {
        element.dataset.swipe = 'end';
        dismiss();
      } else {
        element.dataset.swipe = 'cancel';
        setOffset(0);
      }
    };
    const onPointerCancel = () => {
      swipe = null;
      if (element.dataset.swipe === 'move') element.dataset.swipe = 'cancel';
      setOffset(0);
    };
    // The click that ends a swipe does not press the button under the pointer.
    const onClick = (event: MouseEvent) => {
      if (!swiped) return;
      swiped = false;
      event.preventDefault();
      event.stopPropagation();
    };
    element.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('pointermove', onPointerMove);
    element.addEventListener('pointerup', onPointerUp);
    element.addEventListener('pointercancel', onPointerCancel);
    element.addEventListener('click', onClick, true);
    return () => {
      element.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('pointermove', onPointerMove);
      element.removeEventListener('pointerup', onPointerUp);
      element.removeEventListener('pointercancel', onPointerCancel);
      element.removeEventListener('click', onClick, true);
    };
  }, [dismiss]);

  return (
    <li
      ref={ref}
      className={clsx(styles.toast, variant === 'destructive' && styles.destructive)}
      data-state={open ? 'open' : 'closed'}
      data-variant={variant}>
      <div className={styles.text}>
        {title && <p className={styles.title}>{title}</p>}
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {action && (
        <Button
          variant="outline"
          size="sm"
          className={styles.action}
          onClick={() => {
            action.onClick();
            dismiss();
          }}>
          {action.label}
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        className={styles.close}
        aria-label="Close"
        onClick={dismiss}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M6 6l12 12M18 6L6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            fill="none"
          />
        </svg>
      </Button>
    </li>
  );
}
