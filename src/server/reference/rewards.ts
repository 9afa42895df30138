/**
 * Tier programmes, behaviour bonuses and certificates per club region (reference data, written by
 * the seed whenever the code's differs). Every club region has the roof-window and all-products
 * programmes; Poland, the largest club, adds flashings and solar windows, and Slovakia, where the
 * decor club runs, decor products.
 */
import type { TierCategory } from '../../contract/rewards';
import { REGION_IDS } from '../../contract/regions';
import { REGIONAL_DATA } from './regional-data';
import type { Translated } from './types';

export interface BracketReference {
  level: number;
  from: number;
  to: number | null;
  points: number;
}

export interface TierProgrammeReference {
  regionId: number;
  category: TierCategory;
  brackets: readonly BracketReference[];
}

/** Brackets from their lower edges: each runs to the next one's edge minus one, the last one open. */
function brackets(...steps: [from: number, points: number][]): BracketReference[] {
  return steps.map(([from, points], index) => ({ level: index + 1, from, to: steps[index + 1] ? (steps[index + 1]?.[0] ?? 0) - 1 : null, points }));
}

const PROGRAMMES: Partial<Record<TierCategory, BracketReference[]>> = {
  1: brackets([10, 50], [25, 150], [50, 400]),
  2: brackets([15, 30], [40, 100]),
  7: brackets([10, 40], [30, 120]),
  8: brackets([5, 60], [15, 200]),
  99: brackets([25, 40], [60, 120], [120, 300]),
};

const EXTRA_CATEGORIES: Partial<Record<number, TierCategory[]>> = {
  [REGION_IDS.poland]: [2, 8],
  [REGION_IDS.slovakia]: [7],
};

const CLUB_REGION_IDS = REGIONAL_DATA.filter((region) => region.footer !== null).map((region) => region.regionId);

export const TIER_PROGRAMMES: readonly TierProgrammeReference[] = CLUB_REGION_IDS.flatMap((regionId) =>
  ([1, ...(EXTRA_CATEGORIES[regionId] ?? []), 99] as TierCategory[]).map((category) => ({ regionId, category, brackets: PROGRAMMES[category] ?? [] })));

export interface RewardReference {
  slug: string;
  name: Translated;
  description: Translated;
  icon: string;
}

/** Behaviour bonuses (SPEC §3): what a company does for the extra points of the ledger reasons of the same names. */
const BEHAVIOURS: readonly (RewardReference & { points: number })[] = [
  {
    slug: 'profile-complete', icon: 'user-check', points: 20,
    name: { en: 'Complete profile', pl: 'Pełny profil', cs: 'Úplný profil', sk: 'Úplný profil' },
    description: {
      en: 'Fill in every field of your profile and company data.',
      pl: 'Uzupełnij wszystkie pola profilu i danych firmy.',
      cs: 'Vyplňte všechna pole profilu a údajů o firmě.',
      sk: 'Vyplňte všetky polia profilu a údajov o firme.',
    },
  },
  {
    slug: 'online-training', icon: 'graduation-cap', points: 50,
    name: { en: 'Online training', pl: 'Szkolenie online', cs: 'Online školení', sk: 'Online školenie' },
    description: {
      en: 'Take part in an online product training and pass its quiz.',
      pl: 'Weź udział w szkoleniu produktowym online i zalicz test.',
      cs: 'Zúčastněte se online produktového školení a složte test.',
      sk: 'Zúčastnite sa online produktového školenia a absolvujte test.',
    },
  },
  {
    slug: 'response-time', icon: 'clock', points: 30,
    name: { en: 'Quick response', pl: 'Szybka odpowiedź', cs: 'Rychlá odpověď', sk: 'Rýchla odpoveď' },
    description: {
      en: 'Answer customer enquiries passed on by us within one working day.',
      pl: 'Odpowiadaj na przekazane przez nas zapytania klientów w ciągu jednego dnia roboczego.',
      cs: 'Odpovídejte na poptávky zákazníků, které vám předáme, do jednoho pracovního dne.',
      sk: 'Odpovedajte na dopyty zákazníkov, ktoré vám odovzdáme, do jedného pracovného dňa.',
    },
  },
  {
    slug: 'satisfaction-score', icon: 'star', points: 40,
    name: { en: 'Satisfied customers', pl: 'Zadowoleni klienci', cs: 'Spokojení zákazníci', sk: 'Spokojní zákazníci' },
    description: {
      en: 'Keep an average customer rating of 4.5 stars or more over a quarter.',
      pl: 'Utrzymaj średnią ocen klientów 4,5 gwiazdki lub wyższą przez kwartał.',
      cs: 'Udržte průměrné hodnocení zákazníků 4,5 hvězdičky nebo vyšší po celé čtvrtletí.',
      sk: 'Udržte priemerné hodnotenie zákazníkov 4,5 hviezdičky alebo vyššie počas štvrťroka.',
    },
  },
];

/** Certificates (SPEC §3): trainings an installer can hold, valid for `longevity` months. */
const CERTIFICATES: readonly (RewardReference & { longevity: number })[] = [
  {
    slug: 'certified-installer', icon: 'badge', longevity: 24,
    name: { en: 'Certified installer', pl: 'Certyfikowany instalator', cs: 'Certifikovaný montážník', sk: 'Certifikovaný montážnik' },
    description: {
      en: 'Roof-window installation to the manufacturer\'s standard, with flashings and insulation.',
      pl: 'Montaż okien dachowych zgodnie ze standardem producenta, z kołnierzami i izolacją.',
      cs: 'Montáž střešních oken podle standardu výrobce, včetně lemování a izolace.',
      sk: 'Montáž strešných okien podľa štandardu výrobcu vrátane lemovania a izolácie.',
    },
  },
  {
    slug: 'solar-specialist', icon: 'sun', longevity: 12,
    name: { en: 'Solar window specialist', pl: 'Specjalista okien solarnych', cs: 'Specialista na solární okna', sk: 'Špecialista na solárne okná' },
    description: {
      en: 'Installation and set-up of solar-powered windows, blinds and their controls.',
      pl: 'Montaż i konfiguracja okien, rolet i sterowania zasilanych energią słoneczną.',
      cs: 'Montáž a nastavení solárních oken, rolet a jejich ovládání.',
      sk: 'Montáž a nastavenie solárnych okien, roliet a ich ovládania.',
    },
  },
];

export const BEHAVIOUR_BONUSES = CLUB_REGION_IDS.flatMap((regionId) => BEHAVIOURS.map((b, position) => ({ ...b, regionId, position })));
export const CERTIFICATE_REFERENCE = CLUB_REGION_IDS.flatMap((regionId) => CERTIFICATES.map((c, position) => ({ ...c, regionId, position })));
