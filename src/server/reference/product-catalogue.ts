/**
 * The product catalogue (reference data, upserted by code on every start): what a serial number
 * can stand for. Codes are what the serial import names (`product_code`); type, size, variant
 * and window class are what a scan shows and what its base points depend on.
 */
import type { ProductType, WindowClass } from '../../contract/projects';

export interface CatalogueProduct {
  code: string;
  type: ProductType;
  /** Outside dimensions; null for products that come in one size. */
  size: string | null;
  /** Variant code; the portal labels it. */
  variant: string;
  /** Roof windows only (SPEC §9 base-point tables). */
  windowClass: WindowClass | null;
}

/** Roof-window sizes by their usual size code, width × height. */
const WINDOW_SIZES = {
  CK02: '55 × 78 cm',
  MK04: '78 × 98 cm',
  MK06: '78 × 118 cm',
  PK08: '94 × 140 cm',
  SK06: '114 × 118 cm',
} as const;
type SizeCode = keyof typeof WINDOW_SIZES;
const ALL_SIZES = Object.keys(WINDOW_SIZES) as SizeCode[];

/** The three window classes: pine (standard), white polyurethane (comfort), solar-powered (premium). */
const WINDOW_VARIANTS: readonly [suffix: string, variant: string, windowClass: WindowClass][] = [
  ['PINE', 'pine-clear-lacquer', 1],
  ['PU', 'white-polyurethane', 2],
  ['SOLAR', 'white-polyurethane-solar', 3],
];

/** One product per size code for each [code suffix, variant]. */
function sized(prefix: string, type: ProductType, sizes: readonly SizeCode[], variants: readonly [string, string][]): CatalogueProduct[] {
  return sizes.flatMap((size) => variants.map(([suffix, variant]) => ({
    code: `${prefix}-${size}-${suffix}`, type, size: WINDOW_SIZES[size], variant, windowClass: null,
  })));
}

export const PRODUCT_CATALOGUE: readonly CatalogueProduct[] = [
  ...ALL_SIZES.flatMap((size) => WINDOW_VARIANTS.map(([suffix, variant, windowClass]) => ({
    code: `RW-${size}-${suffix}`, type: 'roof_window' as const, size: WINDOW_SIZES[size], variant, windowClass,
  }))),
  ...sized('FL', 'flashing', ALL_SIZES, [['TILE', 'profiled-roofing'], ['FLAT', 'flat-roofing']]),
  ...sized('BL', 'blind', ['MK04', 'MK06', 'PK08'], [['BLACKOUT', 'blackout'], ['ROLLER', 'roller']]),
  ...sized('AW', 'awning', ['MK04', 'MK06', 'PK08'], [['EXT', 'exterior-awning']]),
  { code: 'LL-60120-WOOD', type: 'loft_ladder', size: '60 × 120 cm', variant: 'wooden-three-section', windowClass: null },
  { code: 'LL-70130-INSULATED', type: 'loft_ladder', size: '70 × 130 cm', variant: 'insulated-wooden', windowClass: null },
  { code: 'AC-INSULATION-COLLAR', type: 'accessory', size: null, variant: 'insulation-collar', windowClass: null },
  { code: 'AC-VAPOUR-COLLAR', type: 'accessory', size: null, variant: 'vapour-barrier-collar', windowClass: null },
  { code: 'AC-REMOTE', type: 'accessory', size: null, variant: 'remote-control', windowClass: null },
  ...sized('DC', 'decor', ['MK04', 'MK06'], [['PLEATED', 'pleated-blind'], ['SCREEN', 'insect-screen'], ['SHUTTER', 'roller-shutter']]),
];
