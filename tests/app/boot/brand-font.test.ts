import { afterEach, describe, expect, it, vi } from 'vitest';
import { FONT_HOLD_MS, FONT_LOADED_KEY, FONT_PENDING_CLASS, holdBrandFont, releaseBrandFont, type FontWorld } from '../../../src/app/boot/brand-font';
import { memoryStorage } from '../../../src/app/storage/browser-storage';

/** A page as brand-font.ts sees it: the root's classes, storage, the first paint and the font loading, each under the test's control. */
function page({ reportsFirstPaint = true } = {}) {
  const classes = new Set<string>();
  const storage = memoryStorage();
  const root = { classList: { add: (name: string) => void classes.add(name), remove: (name: string) => void classes.delete(name), contains: (name: string) => classes.has(name) } };
  let paint: (() => void) | null = null;
  let settleFaces: { resolve: () => void; reject: (error: Error) => void } | null = null;
  let loads = 0;
  const world: FontWorld = {
    root,
    storage,
    reportsFirstPaint,
    afterFirstPaint: (then) => {
      paint = then;
    },
    loadFaces: () => {
      loads += 1;
      return new Promise<void>((resolve, reject) => {
        settleFaces = { resolve, reject };
      });
    },
  };
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    root,
    world,
    storage,
    pending: () => classes.has(FONT_PENDING_CLASS),
    loads: () => loads,
    paint: () => paint?.(),
    facesLoaded: async () => {
      settleFaces?.resolve();
      await settled();
    },
    facesFailed: async () => {
      settleFaces?.reject(new Error('offline'));
      await settled();
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('holdBrandFont', () => {
  it('sets text in the fallback, for at most FONT_HOLD_MS', () => {
    vi.useFakeTimers();
    const tab = page();
    holdBrandFont(tab.root, tab.storage);
    expect(tab.pending()).toBe(true);
    vi.advanceTimersByTime(FONT_HOLD_MS - 1);
    expect(tab.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tab.pending()).toBe(false);
  });

  it('holds nothing back in a browser that loaded the files before', () => {
    const tab = page();
    tab.storage.setItem(FONT_LOADED_KEY, 'true');
    holdBrandFont(tab.root, tab.storage);
    expect(tab.pending()).toBe(false);
  });
});

describe('releaseBrandFont', () => {
  it('waits for the first paint, loads the font for the text on the page and swaps it in once it is there', async () => {
    const tab = page();
    holdBrandFont(tab.root, tab.storage);
    releaseBrandFont(tab.world);
    expect(tab.loads()).toBe(0);

    tab.paint();
    expect(tab.loads()).toBe(1);
    expect(tab.pending()).toBe(true);

    await tab.facesLoaded();
    expect(tab.pending()).toBe(false);
    expect(tab.storage.getItem(FONT_LOADED_KEY)).toBe('true');
  });

  it('does nothing when the font was not held back', () => {
    const tab = page();
    releaseBrandFont(tab.world);
    tab.paint();
    expect(tab.loads()).toBe(0);
  });

  it('lets the font go at once where the browser does not report its first paint', () => {
    const tab = page({ reportsFirstPaint: false });
    holdBrandFont(tab.root, tab.storage);
    releaseBrandFont(tab.world);
    expect(tab.pending()).toBe(false);
  });

  it('gives the text back to the font when loading failed, without remembering it as loaded', async () => {
    const tab = page();
    holdBrandFont(tab.root, tab.storage);
    releaseBrandFont(tab.world);
    tab.paint();
    await tab.facesFailed();
    expect(tab.pending()).toBe(false);
    expect(tab.storage.getItem(FONT_LOADED_KEY)).toBeNull();
  });
});
