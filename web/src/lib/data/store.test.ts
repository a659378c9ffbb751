import { describe, expect, it, vi } from 'vitest';
import { createDataStore, LOADING, oneShot, statesToShow, type DataState, type Source } from './store';

/** A fake onSnapshot: counts starts and stops and lets the test push values or an error. */
function fakeSource<T>() {
  const calls = { starts: 0, stops: 0 };
  let push: ((v: T) => void) | undefined;
  let fail: ((e: unknown) => void) | undefined;
  const source: Source<T> = (emit, onError) => {
    calls.starts++;
    push = emit;
    fail = onError;
    return () => calls.stops++;
  };
  return { source, calls, push: (v: T) => push!(v), fail: (e: unknown) => fail!(e) };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('data store', () => {
  it('two watchers of one key share one listener; the last to leave stops it', async () => {
    const store = createDataStore();
    const fake = fakeSource<number>();
    const a = vi.fn();
    const b = vi.fn();
    const unwatchA = store.watch('k', fake.source, a);
    const unwatchB = store.watch('k', fake.source, b);
    expect(fake.calls.starts).toBe(1);
    expect(store.size).toBe(1);
    expect(store.read('k').status).toBe('loading');

    fake.push(7);
    expect(store.read('k')).toEqual({ status: 'ready', data: 7, error: undefined });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);

    unwatchA();
    expect(fake.calls.stops).toBe(0);
    unwatchB();
    await settle();
    expect(fake.calls.stops).toBe(1);
    expect(store.size).toBe(0);
    expect(store.read('k').status).toBe('loading');
  });

  it('different keys get their own listeners', () => {
    const store = createDataStore();
    const fake = fakeSource<string>();
    store.watch('a', fake.source, () => {});
    store.watch('b', fake.source, () => {});
    expect(fake.calls.starts).toBe(2);
    expect(store.size).toBe(2);
  });

  it('an error is kept as the error state and logged', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createDataStore();
    const fake = fakeSource<number>();
    store.watch('k', fake.source, () => {});
    const err = new Error('permission-denied');
    fake.fail(err);
    expect(store.read('k')).toEqual({ status: 'error', data: undefined, error: err });
    expect(log).toHaveBeenCalledWith('k failed', err);
    log.mockRestore();
  });

  it('a watcher that comes back in the same tick keeps the listener (no second read)', async () => {
    const store = createDataStore();
    const fake = fakeSource<number>();
    const unwatch = store.watch('k', fake.source, () => {});
    fake.push(1);
    unwatch();
    store.watch('k', fake.source, () => {});
    await settle();
    expect(fake.calls).toEqual({ starts: 1, stops: 0 });
    expect(store.read('k').data).toBe(1);
  });

  it('a value arriving after the last watcher left is ignored, and a new watch starts afresh', async () => {
    const store = createDataStore();
    const fake = fakeSource<number>();
    const unwatch = store.watch('k', fake.source, () => {});
    const latePush = fake.push;
    unwatch();
    await settle();
    latePush(1);
    expect(store.read('k').status).toBe('loading');
    store.watch('k', fake.source, () => {});
    expect(fake.calls.starts).toBe(2);
    expect(store.read('k').status).toBe('loading');
  });

  it('a watcher leaving while notified does not skip the others', () => {
    const store = createDataStore();
    const fake = fakeSource<number>();
    const seen: string[] = [];
    const unwatchA = store.watch('k', fake.source, () => {
      seen.push('a');
      unwatchA();
    });
    store.watch('k', fake.source, () => seen.push('b'));
    fake.push(1);
    expect(seen).toEqual(['a', 'b']);
  });
});

describe('oneShot', () => {
  it('answers once, and drops the answer when stopped first', async () => {
    const store = createDataStore();
    let resolve!: (v: string) => void;
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const unwatch = store.watch('once', oneShot(load), () => {});
    store.watch('once', oneShot(load), () => {});
    expect(load).toHaveBeenCalledTimes(1);
    resolve('x');
    await settle();
    expect(store.read('once')).toEqual({ status: 'ready', data: 'x', error: undefined });
    unwatch();

    const stale = createDataStore();
    let resolveLate!: (v: string) => void;
    const stop = stale.watch(
      'late',
      oneShot(() => new Promise<string>((r) => (resolveLate = r))),
      () => {},
    );
    stop();
    await settle();
    resolveLate('too late');
    await settle();
    expect(stale.read('late').status).toBe('loading');
  });
});

describe('statesToShow', () => {
  const ready = (data: number): DataState<number> => ({ status: 'ready', data, error: undefined });

  it('keeps the previous rows while a larger page loads, only when asked', () => {
    const before = [ready(1)];
    expect(statesToShow(before, [LOADING], true)).toBe(before);
    expect(statesToShow(before, [LOADING], false)).toEqual([LOADING]);
  });

  it('returns the same array when nothing changed, a new one when something did', () => {
    const a = ready(1);
    const before = [a, LOADING];
    expect(statesToShow(before, [a, LOADING], false)).toBe(before);
    const after = statesToShow(before, [a, ready(2)], false);
    expect(after).not.toBe(before);
    expect(after).toEqual([a, ready(2)]);
  });
});
