import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

/** A window and document as far as whenIdle uses them: the load event, requestIdleCallback and its cancel. */
function fakeBrowser(readyState: 'loading' | 'complete', withIdleCallback = true) {
  const listeners = new Map<string, () => void>();
  const idle: (() => void)[] = [];
  const cancelled: number[] = [];
  vi.stubGlobal('document', { readyState });
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    requestIdleCallback: withIdleCallback ? (callback: () => void) => idle.push(callback) - 1 : undefined,
    cancelIdleCallback: (handle: number) => cancelled.push(handle),
    setTimeout: (callback: () => void) => idle.push(callback) - 1,
    clearTimeout: (handle: number) => cancelled.push(handle),
  });
  return {
    load: () => listeners.get('load')?.(),
    hasLoadListener: () => listeners.has('load'),
    runIdle: () => idle.splice(0).forEach((callback) => callback()),
    idle,
    cancelled,
  };
}

describe('whenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the load event, then for an idle moment', () => {
    const browser = fakeBrowser('loading');
    const callback = vi.fn();
    whenIdle(callback);
    expect(browser.idle).toHaveLength(0);
    browser.load();
    expect(callback).not.toHaveBeenCalled();
    browser.runIdle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('asks for the idle moment at once on a page already loaded, and falls back to a timer without idle callbacks', () => {
    const loaded = fakeBrowser('complete');
    const first = vi.fn();
    whenIdle(first);
    loaded.runIdle();
    expect(first).toHaveBeenCalledTimes(1);

    const old = fakeBrowser('complete', false);
    const second = vi.fn();
    whenIdle(second);
    old.runIdle();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('cancelled, it runs nothing: before the load event and while waiting for the idle moment', () => {
    const before = fakeBrowser('loading');
    const first = vi.fn();
    whenIdle(first)();
    expect(before.hasLoadListener()).toBe(false);

    const waiting = fakeBrowser('complete');
    const second = vi.fn();
    whenIdle(second)();
    expect(waiting.cancelled).toEqual([0]);
    waiting.runIdle();
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
  });
});
