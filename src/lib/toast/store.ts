/**
 * The toast state: a reducer over the list of toasts and a small store around it that any module
 * can call (`toast({...})`) without a React context. The viewport subscribes to the store.
 */
import {TOAST_DEFAULT_DURATION, TOAST_LIMIT} from './constants';

type ToastVariant = 'default' | 'destructive';

interface ToastAction {
  /** The button's label. */
  readonly label: string;
  /** What a screen reader announces instead of the label: how to do the same without the toast. */
  readonly altText: string;
  readonly onClick: () => void;
}

/** What a caller passes to `toast()`. */
export interface ToastOptions {
  readonly title?: string;
  readonly description?: string;
  readonly action?: ToastAction;
  readonly variant?: ToastVariant;
  /** Milliseconds before it closes by itself; `Infinity` keeps it open until dismissed. */
  readonly duration?: number;
}

/** A toast item: what it says, its action, its variant and how long it stays. */
export interface Toast {
  readonly id: string;
  readonly title?: string;
  readonly description?: string;
  readonly action?: ToastAction;
  readonly variant: ToastVariant;
  readonly duration: number;
  /** Closes this toast (it plays its exit animation, then leaves the list). */
  readonly dismiss: () => void;
  /** False from the moment it is dismissed until its exit animation has ended. */
  readonly open: boolean;
}

export interface ToastState {
  readonly toasts: readonly Toast[];
}

export type ToastStateAction =
  | {readonly type: 'add'; readonly toast: Toast}
  | {readonly type: 'update'; readonly id: string; readonly changes: ToastOptions}
  | {readonly type: 'dismiss'; readonly id?: string}
  | {readonly type: 'remove'; readonly id?: string};

const targets = (id: string | undefined, toast: Toast) => id === undefined || toast.id === id;

export function toastReducer(state: ToastState, action: ToastStateAction): ToastState {
  switch (action.type) {
    case 'add':
      return {toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT)};
    case 'update':
      return {
        toasts: state.toasts.map((toast) =>
          toast.id === action.id ? {...toast, ...action.changes} : toast,
        ),
      };
    case 'dismiss':
      return {
        toasts: state.toasts.map((toast) =>
          targets(action.id, toast) && toast.open ? {...toast, open: false} : toast,
        ),
      };
    case 'remove':
      return {toasts: state.toasts.filter((toast) => !targets(action.id, toast))};
  }
}

export interface ToastHandle {
  readonly id: string;
  readonly dismiss: () => void;
  readonly update: (changes: ToastOptions) => void;
}

export interface ToastStore {
  getState(): ToastState;
  subscribe(listener: () => void): () => void;
  toast(options: ToastOptions): ToastHandle;
  /** Closes one toast, or every toast without an id. */
  dismiss(id?: string): void;
  /** Takes a closed toast out of the list once its exit animation is over. */
  remove(id: string): void;
}

export function createToastStore(): ToastStore {
  let state: ToastState = {toasts: []};
  let count = 0;
  const listeners = new Set<() => void>();
  const dispatch = (action: ToastStateAction) => {
    state = toastReducer(state, action);
    listeners.forEach((listener) => listener());
  };
  const dismiss = (id?: string) => dispatch({type: 'dismiss', id});
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toast({variant = 'default', duration = TOAST_DEFAULT_DURATION, ...rest}) {
      count += 1;
      const id = String(count);
      const close = () => dismiss(id);
      dispatch({type: 'add', toast: {...rest, id, variant, duration, open: true, dismiss: close}});
      return {id, dismiss: close, update: (changes) => dispatch({type: 'update', id, changes})};
    },
    dismiss,
    remove: (id) => dispatch({type: 'remove', id}),
  };
}

/** The site's one toast store; the viewport in the theme Root shows its toasts. */
export const toastStore = createToastStore();

export const toast = (options: ToastOptions): ToastHandle => toastStore.toast(options);

/** The "Feature Not Implemented" toast, for a control whose feature is not built yet. */
export function featureNotImplemented(store: ToastStore = toastStore): ToastHandle {
  return store.toast({
    title: 'Feature Not Implemented',
    description: 'This feature isn’t implemented yet.',
  });
}

/** What a screen reader hears when a toast opens: its title, description and action's alternative. */
export function announcementOf({title, description, action}: ToastOptions): string {
  return [title, description, action?.altText]
    .filter((part): part is string => Boolean(part?.trim()))
    .map((part) => part.trim().replace(/([^.!?…])$/u, '$1.'))
    .join(' ');
}
