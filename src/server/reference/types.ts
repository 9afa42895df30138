import type { Footer } from '../../contract/config';
import type { UiLanguageCode } from '../../contract/languages';
import type { WindowClass } from '../../contract/projects';

/** Text in several languages; `en` is always present and is the fallback. */
export type Translated = Partial<Record<UiLanguageCode, string>> & { en: string };

/** Text that must exist in every UI language (the type checker names a missing one). */
export type EveryLanguage = Record<UiLanguageCode, string>;

export interface CompanyTypeReference {
  /** Globally unique id of the company type. */
  id: number;
  name: Translated;
  /** 0 disabled, 1 optional, 2 required. */
  disclaimer_state: 0 | 1 | 2;
  declaration_state: 0 | 1 | 2;
  disclaimer: Translated;
  declaration: Translated;
}

/** Everything the server knows about one region (SPEC §1, §3, §9), seeded into the database. */
export interface RegionReference {
  regionId: number;
  /** English name of the region's country. */
  name: string;
  /** Footer of SPEC §1; null for the pseudo-regions without a club (all, Italy, Turkey). */
  footer: Footer | null;
  settings: {
    company_types: CompanyTypeReference[];
    company_type_state: 0 | 1 | 2;
    vat_field: 0 | 1 | 2;
    company_id_field: 0 | 1 | 2;
    /** Bitmask: 1 registration_number required, 2 registration_number_2 required. */
    required_numbers: number;
    number_labels: { registration_number: string; registration_number_2: string };
    flags: { club_card: boolean };
  };
  /** Welcome points granted at registration (SPEC §9: default 20). */
  welcomePoints: number;
  /** Project rules where the region departs from DEFAULT_PROJECT_RULES. */
  projects?: ProjectRules;
}

/** How a region's projects earn points (SPEC §4 Projects, §9 base-point tables). */
export interface ProjectRules {
  /** Days a project stays open for scans and its survey; then it is lost. */
  openDays: number;
  /** Points of the project survey, credited at closing when at least one scan is accepted. */
  surveyBonus: number;
  /** Base points of one accepted scan by the product's window class; 0 for products without one. */
  basePoints: Readonly<Record<0 | WindowClass, number>>;
}
