/**
 * On a signed-in page the brand font (Manrope, ui/fonts.css) is put to use once the page has
 * painted its content (a guest's /login preloads it instead: early-start-plan.ts).
 *
 * Its files (24 kB for Latin, 15 kB more for the Central European letters) used to be asked for
 * with the first layout, so on a slow line they shared it with the page's code and answers and
 * held the first paint back (home's hero by about a quarter of a second in Lighthouse). Until the
 * page has painted, text is set in the fallback, which is sized to Manrope's width: the font is
 * then loaded for the text on the page and swapped in once.
 *
 * The early start holds the font back (holdBrandFont); the signed-in layout's code lets it go
 * after the first paint (releaseBrandFont), and so that it stays out of /login's JavaScript. A
 * page that never gets there (a session refused on the way in) has it back after FONT_HOLD_MS.
 * A browser that loaded the files once keeps them (hashed, cached for a year): from then on the
 * font applies at once, with the fallback only until the file is read from its cache.
 */

/** On the root element while the fallback stands in (tokens.css). */
export const FONT_PENDING_CLASS = 'brand-font-pending';
/** In localStorage once this browser has loaded the files. */
export const FONT_LOADED_KEY = 'brand-font-loaded';
/** The longest the font is held back, whatever happens. */
export const FONT_HOLD_MS = 4000;

interface Root {
  classList: { add(name: string): void; remove(name: string): void; contains(name: string): boolean };
}

/** The early start: fallback text until released, unless this browser has the font's files. */
export function holdBrandFont(root: Root, storage: Pick<Storage, 'getItem'>): void {
  if (storage.getItem(FONT_LOADED_KEY) !== null) return;
  root.classList.add(FONT_PENDING_CLASS);
  setTimeout(() => root.classList.remove(FONT_PENDING_CLASS), FONT_HOLD_MS);
}

export interface FontWorld {
  root: Root;
  storage: Pick<Storage, 'setItem'>;
  /** Whether the browser reports its first contentful paint (Paint Timing). */
  reportsFirstPaint: boolean;
  /** Calls `then` once, when the page has painted its first content. */
  afterFirstPaint(then: () => void): void;
  /** Loads the brand font's files that the page's text needs. */
  loadFaces(): Promise<unknown>;
}

/** The signed-in layout: once the page has painted, the font's files for its text, then the font. */
export function releaseBrandFont(world: FontWorld): void {
  if (!world.root.classList.contains(FONT_PENDING_CLASS)) return;
  const release = () => world.root.classList.remove(FONT_PENDING_CLASS);
  if (!world.reportsFirstPaint) return release();
  world.afterFirstPaint(() => {
    world.loadFaces().then(
      () => remember(world.storage),
      // Offline, say: the brand font then loads as any web font does, when text needs it.
      () => undefined,
    ).finally(release);
  });
}

function remember(storage: FontWorld['storage']): void {
  try {
    storage.setItem(FONT_LOADED_KEY, 'true');
  } catch {
    // Storage full or refused: the next visit holds the font back again, which costs it nothing.
  }
}

/** The brand font's family name (ui/fonts.css). */
const FAMILY = '"Manrope Variable"';

export function browserFontWorld(): FontWorld {
  return {
    root: document.documentElement,
    storage: localStorage,
    reportsFirstPaint: typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint'),
    afterFirstPaint(then) {
      const observer = new PerformanceObserver((entries, self) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        self.disconnect();
        then();
      });
      observer.observe({ type: 'paint', buffered: true });
    },
    loadFaces: () => document.fonts.load(`1em ${FAMILY}`, document.body.textContent ?? ''),
  };
}
