/** GET /v1/config(/public): reference data of every region, company types in the asked language. */
import { asc } from 'drizzle-orm';
import type { Config, RegionalSettings } from '../../contract/config';
import { DEFAULT_LANGUAGE, isUiLanguage, UI_LANGUAGE_CODES } from '../../contract/languages';
import type { AppDeps } from '../deps';
import { companyTypes, languages, regionalSettings, regions } from '../db/schema';
import { projectRulesOf } from '../reference/regional-data';
import type { Translated } from '../reference/types';

interface ReferenceRows {
  regions: (typeof regions.$inferSelect)[];
  languages: (typeof languages.$inferSelect)[];
  settings: (typeof regionalSettings.$inferSelect)[];
  types: (typeof companyTypes.$inferSelect)[];
}

const translate = (text: Translated, lang: string): string =>
  (isUiLanguage(lang) ? text[lang] : undefined) ?? text.en;

type FieldState = 0 | 1 | 2;
const asState = (value: number): FieldState => (value === 1 || value === 2 ? value : 0);

function buildConfig(rows: ReferenceRows, lang: string, streetLookup: boolean): Config {
  const slugById = new Map(rows.regions.map((r) => [r.id, r.slug]));
  const regional: Record<string, RegionalSettings> = {};
  const behaviours: Config['behaviours'] = {};
  for (const s of rows.settings) {
    const slug = slugById.get(s.regionId);
    if (!slug) continue;
    regional[slug] = {
      company_types: rows.types
        .filter((t) => t.regionId === s.regionId)
        .map((t) => ({
          id: t.id,
          name_translated: translate(t.name, lang),
          disclaimer_state: asState(t.disclaimerState),
          declaration_state: asState(t.declarationState),
          disclaimer_translated: translate(t.disclaimer, lang),
          declaration_translated: translate(t.declaration, lang),
        })),
      company_type_state: asState(s.companyTypeState),
      vat_field: asState(s.vatField),
      company_id_field: asState(s.companyIdField),
      required_numbers: s.requiredNumbers,
      number_labels: s.numberLabels,
      flags: s.flags,
    };
    const { basePoints, surveyBonus } = projectRulesOf(s.regionId);
    behaviours[slug] = {
      welcome_points: s.welcomePoints,
      base_points: { standard: basePoints[1], comfort: basePoints[2], premium: basePoints[3], other: basePoints[0], survey_bonus: surveyBonus },
    };
  }
  return {
    regions: rows.regions.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      phone_code: r.phoneCode,
      flag: r.flag,
      default_language: r.defaultLanguage,
      footer: r.footer ?? null,
    })),
    // The interface languages only; "tr" exists solely as a stored user language.
    languages: rows.languages
      .filter((l) => (UI_LANGUAGE_CODES as readonly string[]).includes(l.code))
      .map((l) => ({
        id: l.id, name: l.name, short_name: l.shortName, local_name: l.localName, locale: l.locale, code: l.code, flag: l.flag,
      })),
    regional_settings: regional,
    behaviours,
    street_lookup: streetLookup,
  };
}

export interface ConfigReader {
  /** The configuration in a language; any language without texts answers in English. */
  (lang: string): Promise<Config>;
  /** The same as the JSON text of GET /v1/config(/public). */
  json(lang: string): Promise<string>;
}

interface Answer {
  config: Config;
  json: string;
}

/**
 * Reference data is written only by the seed, when a server starts and before it serves (every
 * instance seeds the same data from its code), so an app reads it once and builds each
 * language's answer, object and JSON text, once, on its first request: at most one per
 * interface language, since any other `lang` is answered in English. A new start, which may seed
 * new reference data, builds new answers.
 */
export function createConfigReader({ db, places }: Pick<AppDeps, 'db' | 'places'>): ConfigReader {
  let rows: Promise<ReferenceRows> | null = null;
  const answers = new Map<string, Answer>();
  const load = async (): Promise<ReferenceRows> => ({
    regions: await db.select().from(regions).orderBy(asc(regions.id)),
    languages: await db.select().from(languages).orderBy(asc(languages.id)),
    settings: await db.select().from(regionalSettings).orderBy(asc(regionalSettings.regionId)),
    types: await db.select().from(companyTypes).orderBy(asc(companyTypes.regionId), asc(companyTypes.position)),
  });
  const answer = async (lang: string): Promise<Answer> => {
    const language = isUiLanguage(lang) ? lang : DEFAULT_LANGUAGE;
    const built = answers.get(language);
    if (built) return built;
    rows ??= load().catch((error: unknown) => {
      rows = null;
      throw error;
    });
    const config = buildConfig(await rows, language, places !== undefined);
    const fresh = { config, json: JSON.stringify(config) };
    answers.set(language, fresh);
    return fresh;
  };
  const read = async (lang: string) => (await answer(lang)).config;
  return Object.assign(read, { json: async (lang: string) => (await answer(lang)).json });
}
