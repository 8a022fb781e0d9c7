import {TOAST_DEFAULT_DURATION, TOAST_LIMIT} from '../constants';
import {
  announcementOf,
  createToastStore,
  featureNotImplemented,
  toastReducer,
  type Toast,
} from '../store';

const item = (id: string, open = true): Toast => ({
  id,
  title: `Toast ${id}`,
  variant: 'default',
  duration: TOAST_DEFAULT_DURATION,
  open,
  dismiss: () => {},
});

describe('toastReducer', () => {
  it('shows one toast at a time: a new toast replaces the previous one', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer({toasts: []}, {type: 'add', toast: item('1')});
    state = toastReducer(state, {type: 'add', toast: item('2')});
    expect(state.toasts.map((toast) => toast.id)).toEqual(['2']);
  });

  it('dismissing closes the toast but keeps it until it is removed', () => {
    let state = toastReducer({toasts: []}, {type: 'add', toast: item('1')});
    state = toastReducer(state, {type: 'dismiss', id: '1'});
    expect(state.toasts).toHaveLength(1);
    expect(state.toasts[0].open).toBe(false);
    state = toastReducer(state, {type: 'remove', id: '1'});
    expect(state.toasts).toHaveLength(0);
  });

  it('dismiss and remove without an id apply to every toast; other ids are left alone', () => {
    const state = {toasts: [item('1'), item('2')]};
    expect(toastReducer(state, {type: 'dismiss'}).toasts.every((toast) => !toast.open)).toBe(true);
    expect(toastReducer(state, {type: 'remove'}).toasts).toHaveLength(0);
    expect(toastReducer(state, {type: 'dismiss', id: '9'}).toasts).toEqual(state.toasts);
  });

  it('updates the fields of one toast', () => {
    const state = toastReducer(
      {toasts: [item('1')]},
      {type: 'update', id: '1', changes: {title: 'Saved', variant: 'destructive'}},
    );
    expect(state.toasts[0]).toMatchObject({id: '1', title: 'Saved', variant: 'destructive'});
  });
});

describe('toast store', () => {
  it('gives a toast an id, the default variant and the 5000 ms default duration', () => {
    const store = createToastStore();
    const handle = store.toast({title: 'Copied', description: 'hello@example.com'});
    const [shown] = store.getState().toasts;
    expect(shown).toMatchObject({
      id: handle.id,
      title: 'Copied',
      description: 'hello@example.com',
      variant: 'default',
      duration: 5000,
      open: true,
    });
    expect(typeof shown.dismiss).toBe('function');
  });

  it('keeps an infinite duration and a destructive variant as given', () => {
    const store = createToastStore();
    store.toast({title: 'Failed', variant: 'destructive', duration: Infinity});
    expect(store.getState().toasts[0]).toMatchObject({variant: 'destructive', duration: Infinity});
  });

  it('tells subscribers about every change, and stops when they unsubscribe', () => {
    const store = createToastStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const handle = store.toast({title: 'One'});
    handle.update({title: 'Two'});
    expect(store.getState().toasts[0].title).toBe('Two');
    handle.dismiss();
    expect(store.getState().toasts[0].open).toBe(false);
    store.remove(handle.id);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    store.toast({title: 'Three'});
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('the dismiss function of an item closes that item only', () => {
    const store = createToastStore();
    store.toast({title: 'Old'});
    store.toast({title: 'New'});
    const [current] = store.getState().toasts;
    current.dismiss();
    expect(store.getState().toasts).toEqual([expect.objectContaining({title: 'New', open: false})]);
  });

  it('ids are unique', () => {
    const store = createToastStore();
    const ids = new Set(Array.from({length: 5}, () => store.toast({title: 'x'}).id));
    expect(ids.size).toBe(5);
  });
});

describe('featureNotImplemented', () => {
  it('shows the “Feature Not Implemented” toast', () => {
    const store = createToastStore();
    featureNotImplemented(store);
    expect(store.getState().toasts[0]).toMatchObject({
      title: 'Feature Not Implemented',
      description: 'This feature isn’t implemented yet.',
      variant: 'default',
    });
  });
});

describe('announcementOf', () => {
  it('reads the title, the description and the action’s alternative text', () => {
    expect(
      announcementOf({
        title: 'Link copied',
        description: 'Paste it anywhere.',
        action: {label: 'Undo', altText: 'Copy the address bar instead', onClick: () => {}},
      }),
    ).toBe('Link copied. Paste it anywhere. Copy the address bar instead.');
  });

  it('skips what is missing', () => {
    expect(announcementOf({title: ' ', description: 'Only this!'})).toBe('Only this!');
  });
});
