/**
 * Regional reference data seeded into the database: footer of every regional office (SPEC §1)
 * and the regional settings of SPEC §3/§5/§9 (company numbers, company types with their
 * disclaimer and declaration, welcome points, club card).
 *
 * The offices are fictional. Numbers follow each country's real practice: which field holds the
 * tax/VAT id and which the company register id, and which of them every business actually has.
 * Project rules (open period, survey bonus, base points per window class) are the same
 * everywhere unless a region says otherwise.
 */
import type { Footer } from '../../contract/config';
import { DEFAULT_WELCOME_POINTS } from '../../contract/limits';
import { DEFAULT_PROJECT_OPEN_DAYS } from '../../contract/projects';
import { REGION_IDS } from '../../contract/regions';
import type { CompanyTypeReference, ProjectRules, RegionReference, Translated } from './types';

type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'linkedin';

const SOCIAL_PROFILE_URL: Record<SocialNetwork, (tld: string) => string> = {
  facebook: (tld) => `https://www.facebook.com/installerclub.${tld}`,
  instagram: (tld) => `https://www.instagram.com/installerclub.${tld}`,
  youtube: (tld) => `https://www.youtube.com/@installerclub${tld}`,
  linkedin: (tld) => `https://www.linkedin.com/company/installer-club-${tld}`,
};

interface RegionalOffice {
  /** Street address of the office in the capital, written as the country writes addresses. */
  address: string;
  /** Office phone in the country's usual grouping, with the calling code. */
  phone: string;
  social: SocialNetwork[];
}

/** Every club site lives under installerclub.<tld> with the same page paths. */
function clubFooter(tld: string, office: RegionalOffice): Footer {
  const site = `https://installerclub.${tld}`;
  return {
    terms_url: `${site}/terms`,
    decor_terms_url: `${site}/decor/terms`,
    commercial_rules_url: `${site}/commercial-rules`,
    return_policy_url: `${site}/return-policy`,
    whistleblower_url: `${site}/whistleblowing`,
    chat_support_url: `${site}/support/chat`,
    address: office.address,
    phone: office.phone,
    email: `info@installerclub.${tld}`,
    social: office.social.map((network) => ({ network, url: SOCIAL_PROFILE_URL[network](tld) })),
  };
}

/** One disclaimer and one declaration per region; each company type decides whether it asks them. */
interface CompanyTypeTexts {
  disclaimer: Translated;
  declaration: Translated;
}

/** [name, disclaimer_state, declaration_state] */
type CompanyTypeRow = [name: Translated, disclaimerState: 0 | 1 | 2, declarationState: 0 | 1 | 2];

/** Company type ids are region id * 100 + position, so they stay unique across regions. */
function companyTypes(regionId: number, texts: CompanyTypeTexts, rows: CompanyTypeRow[]): CompanyTypeReference[] {
  return rows.map(([name, disclaimer_state, declaration_state], index) => ({
    id: regionId * 100 + index + 1,
    name,
    disclaimer_state,
    declaration_state,
    disclaimer: texts.disclaimer,
    declaration: texts.declaration,
  }));
}

const DISCLAIMER_EN =
  "I agree that Installer Club may share my company's name and contact details with its regional distributor, who may contact me about products, training and orders.";
const DECLARATION_EN =
  "I declare that my company installs roof windows and flashings professionally, following the manufacturer's installation instructions.";

/** SPEC §9's example base points (5, 10, 15 for the window classes); 2 for any other product. */
export const DEFAULT_PROJECT_RULES: ProjectRules = {
  openDays: DEFAULT_PROJECT_OPEN_DAYS,
  surveyBonus: 20,
  basePoints: { 0: 2, 1: 5, 2: 10, 3: 15 },
};

/** Regions listed in SPEC's id table that have no club: no footer, no onboarding settings. */
function regionWithoutClub(regionId: number, name: string): RegionReference {
  return {
    regionId,
    name,
    footer: null,
    settings: {
      company_types: [],
      company_type_state: 0,
      vat_field: 0,
      company_id_field: 0,
      required_numbers: 0,
      number_labels: { registration_number: 'Company ID', registration_number_2: 'VAT number' },
      flags: { club_card: false },
    },
    welcomePoints: DEFAULT_WELCOME_POINTS,
  };
}

/** Settings of a club region that asks for no company type. */
function withoutCompanyTypes() {
  return { company_types: [], company_type_state: 0 as const };
}

const NO_CLUB_CARD = { club_card: false };

export const REGIONAL_DATA: readonly RegionReference[] = [
  regionWithoutClub(REGION_IDS.all, 'All regions'),
  {
    regionId: REGION_IDS.bosnia,
    name: 'Bosnia and Herzegovina',
    footer: clubFooter('ba', {
      address: 'Zmaja od Bosne 7, 71000 Sarajevo, Bosna i Hercegovina',
      phone: '+387 33 770 100',
      social: ['facebook', 'instagram'],
    }),
    settings: {
      ...withoutCompanyTypes(),
      company_id_field: 1,
      vat_field: 2,
      required_numbers: 1,
      number_labels: { registration_number: 'JIB', registration_number_2: 'PDV broj' },
      flags: NO_CLUB_CARD,
    },
    welcomePoints: DEFAULT_WELCOME_POINTS,
  },
  {
    regionId: REGION_IDS.bulgaria,
    name: 'Bulgaria',
    footer: clubFooter('bg', {
      address: 'бул. „Цариградско шосе“ 115, 1784 София, България',
      phone: '+359 2 491 5000',
      social: ['facebook', 'instagram', 'youtube'],
    }),
    settings: {
      ...withoutCompanyTypes(),
      company_id_field: 1,
      vat_field: 2,
      required_numbers: 1,
      number_labels: { registration_number: 'ЕИК', registration_number_2: 'ДДС номер' },
      flags: NO_CLUB_CARD,
    },
    welcomePoints: DEFAULT_WELCOME_POINTS,
  },
  {
    regionId: REGION_IDS.croatia,
    name: 'Croatia',
    footer: clubFooter('hr', {
      address: 'Ulica grada Vukovara 269, 10000 Zagreb, Hrvatska',
      phone: '+385 1 6444 100',
      social: ['facebook', 'instagram', 'linkedin'],
    }),
    settings: {
      ...withoutCompanyTypes(),
      // OIB is the tax number (and, prefixed with HR, the VAT id); MBS is the court register number.
      vat_field: 1,
      company_id_field: 2,
      required_numbers: 1,
      number_labels: { registration_number: 'OIB', registration_number_2: 'MBS' },
      flags: NO_CLUB_CARD,
    },
    welcomePoints: DEFAULT_WELCOME_POINTS,
  },
  {
    regionId: REGION_IDS.czechia,
    name: 'Czechia',
    footer: clubFooter('cz', {
      address: 'Na Pankráci 1685/17, 140 00 Praha 4, Česká republika',
      phone: '+420 222 333 444',
      social: ['facebook', 'instagram', 'youtube', 'linkedin'],
    }),
    settings: {
      company_type_state: 2,
      company_types: companyTypes(
        REGION_IDS.czechia,
        {
          disclaimer: {
            en: DISCLAIMER_EN,
            cs: 'Souhlasím s tím, aby Installer Club předal název a kontaktní údaje mé firmy svému regionálnímu distributorovi, který mě může kontaktovat ohledně produktů, školení a objednávek.',
          },
          declaration: {
            en: DECLARATION_EN,
            cs: 'Prohlašuji, že moje firma odborně montuje střešní okna a lemování podle montážního návodu výrobce.',
          },
        },
        [
          [{ en: 'Roofing company', cs: 'Pokrývačská firma' }, 2, 2],
          [{ en: 'Window installation company', cs: 'Montážní firma – okna' }, 1, 2],
          [{ en: 'Carpentry and joinery', cs: 'Tesařství a truhlářství' }, 1, 1],
          [{ en: 'General construction company', cs: 'Stavební firma' }, 1, 0],
          [{ en: 'Sole trader', cs: 'Živnostník (OSVČ)' }, 0, 0],
        ],
      ),
      // IČO is the company id every business has; DIČ only matters to VAT payers.
      company_id_field: 1,
      vat_field: 2,
      required_numbers: 1,
      number_labels: { registration_number: 'IČO', registration_number_2: 'DIČ' },
      flags: NO_CLUB_CARD,
    },
    welcomePoints: 30,
  },
  {
    regionId: REGION_IDS.estonia,
    name: 'Estonia',
    footer: clubFooter('ee', {
      address: 'Pärnu mnt 139, 11317 Tallinn, Eesti',
      phone: '+372 640 1200',
      social: ['facebook', 'linkedin'],
    }),
    settings: {
      ...withoutCompanyTypes(),
      company_id_field: 1,
      vat_field: 2,
      required_numbers: 1,
      number_labels: { registration_number: 'Registrikood', registration_number_2: 'KMKR number' },
      flags: NO_CLUB_CARD,
    },
    welcomePoints: DEFAULT_WELCOME_POINTS,
  },
  {
    regionId: REGION_IDS.hungary,
    name: 'Hungary',
    footer: clubFooter('hu', {
      address: '1138 Budapest, Váci út 141., Magyarország',
      phone: '+36 1 436 5500',
      social: ['facebook', 'instagram', 'youtube'],
    }),
    settings: {
      company_type_state: 1,
      company_types: companyTypes(
        REGION_IDS.hungary,
        {
          disclaimer: {
            en: DISCLAIMER_EN,
            hu: 'Hozzájárulok, hogy az Installer Club a vállalkozásom nevét és elérhetőségeit átadja regionális forgalmazójának, aki termékekkel, képzésekkel és megrendelésekkel kapcsolatban megkereshet.',
          },
          declaration: {
            en: DECLARATION_EN,
            hu: 'Kijelentem, hogy vállalkozásom szakszerűen, a gyártó beépítési útmutatója szerint építi be a tetőtéri ablakokat és a burkolókereteket.',
          },
        },
        [
          [{ en: 'Roofing company', hu: 'Tetőfedő vállalkozás' }, 1, 2],
          [{ en: 'Window installation company', hu: 'Nyílászáró-beépítő vállalkozás' }, 1, 2],
          [{ en: 'Carpentry and joinery', hu: 'Ács- és asztalosipari vállalkozás' }, 1, 1],
          [{ en: 'Sole trader', hu: 'Egyéni vállalkozó' }, 0, 1],
        ],
      ),
      // Adószám is the tax number; sole traders have no Cégjegyzékszám, so only the first is required.
      vat_field: 1,
      company_id_field: 2,
      required_numbers: 1,
      number_labels: { registration_number: 'Adószám', registration_number_2: 'Cégjegyzékszám' },
      flags: NO_CLUB_CARD,
    },
    welcomePoints: DEFAULT_WELCOME_POINTS,
  },
  regionWithoutClub(REGION_IDS.italy, 'Italy'),
  {
    regionId: REGION_IDS.latvia,
    name: 'Latvia',
    footer: clubFooter('lv', {
      address: 'Brīvības iela 214, Rīga, LV-1039, Latvija',
      phone: '+371 67 801 200',
      social: ['facebook', 'instagram'],
    }),
    settings: {
      ...withoutCompanyTypes(),
      company_id_field: 1,
      vat_field: 2,
      required_numbers: 1,
      number_labels: { registration_number: 'Reģistrācijas numurs', registration_number_2: 'PVN numurs' },
      flags: NO_CLUB_CARD,
    },
    welcomePoints: DEFAULT_WELCOME_POINTS,
  },
  {
    regionId: REGION_IDS.poland,
    name: 'Poland',
    footer: clubFooter('pl', {
      address: 'ul. Puławska 145, 02-715 Warszawa, Polska',
      phone: '+48 22 331 20 00',
      social: ['facebook', 'instagram', 'youtube', 'linkedin'],
    }),
    settings: {
      company_type_state: 1,
      company_types: companyTypes(
        REGION_IDS.poland,
        {
          disclaimer: {
            en: DISCLAIMER_EN,
            pl: 'Wyrażam zgodę na przekazanie przez Installer Club nazwy i danych kontaktowych mojej firmy regionalnemu dystrybutorowi, który może kontaktować się ze mną w sprawie produktów, szkoleń i zamówień.',
          },
          declaration: {
            en: DECLARATION_EN,
            pl: 'Oświadczam, że moja firma profesjonalnie montuje okna dachowe i kołnierze zgodnie z instrukcją montażu producenta.',
          },
        },
        [
          [{ en: 'Roofing company', pl: 'Firma dekarska' }, 1, 2],
          [{ en: 'Window installation company', pl: 'Firma montująca okna' }, 1, 2],
          [{ en: 'Carpentry and joinery', pl: 'Zakład ciesielsko-stolarski' }, 0, 1],
          [{ en: 'General construction company', pl: 'Firma ogólnobudowlana' }, 1, 1],
          [{ en: 'Sole trader', pl: 'Jednoosobowa działalność gospodarcza' }, 0, 0],
        ],
      ),
      // Every Polish business, sole traders included, has both NIP (tax id) and REGON.
      vat_field: 1,
      company_id_field: 2,
      required_numbers: 3,
      number_labels: { registration_number: 'NIP', registration_number_2: 'REGON' },
      flags: { club_card: true },
    },
    welcomePoints: 50,
    // The Polish club rewards the project survey more: it feeds the regional sales planning.
    projects: { ...DEFAULT_PROJECT_RULES, surveyBonus: 30 },
  },
  {
    regionId: REGION_IDS.romania,
    name: 'Romania',
    footer: clubFooter('ro', {
      address: 'Bd. Dimitrie Pompeiu nr. 9-9A, Sector 2, 020335 București, România',
      phone: '+40 21 310 4500',
      social: ['facebook', 'instagram', 'youtube', 'linkedin'],
    }),
    settings: {
      company_type_state: 2,
      company_types: companyTypes(
        REGION_IDS.romania,
        {
          disclaimer: {
            en: DISCLAIMER_EN,
            ro: 'Sunt de acord ca Installer Club să transmită denumirea și datele de contact ale firmei mele distribuitorului său regional, care mă poate contacta în legătură cu produse, instruiri și comenzi.',
          },
          declaration: {
            en: DECLARATION_EN,
            ro: 'Declar că firma mea montează profesional ferestre de mansardă și rame de etanșare, conform instrucțiunilor de montaj ale producătorului.',
          },
        },
        [
          [{ en: 'Roofing company', ro: 'Firmă de acoperișuri' }, 2, 2],
          [{ en: 'Window installation company', ro: 'Firmă de montaj ferestre' }, 2, 1],
          [{ en: 'General construction company', ro: 'Firmă de construcții generale' }, 1, 0],
          [{ en: 'Sole trader', ro: 'Persoană fizică autorizată (PFA)' }, 0, 0],
        ],
      ),
      // CUI is the fiscal code (the VAT id with the RO prefix); Nr. Reg. Com. is the trade register number.
      vat_field: 1,
      company_id_field: 2,
      required_numbers: 1,
      number_labels: { registration_number: 'CUI', registration_number_2: 'Nr. Reg. Com.' },
      flags: NO_CLUB_CARD,
    },
    welcomePoints: DEFAULT_WELCOME_POINTS,
  },
  {
    regionId: REGION_IDS.serbia,
    name: 'Serbia',
    footer: clubFooter('rs', {
      address: 'Bulevar Mihajla Pupina 10, 11070 Beograd, Srbija',
      phone: '+381 11 414 2000',
      social: ['facebook', 'instagram', 'youtube'],
    }),
    settings: {
      ...withoutCompanyTypes(),
      // Every Serbian company and entrepreneur is given both a PIB and a matični broj.
      vat_field: 1,
      company_id_field: 2,
      required_numbers: 3,
      number_labels: { registration_number: 'PIB', registration_number_2: 'Matični broj' },
      flags: NO_CLUB_CARD,
    },
    welcomePoints: DEFAULT_WELCOME_POINTS,
  },
  {
    regionId: REGION_IDS.slovakia,
    name: 'Slovakia',
    footer: clubFooter('sk', {
      address: 'Mlynské nivy 16, 821 09 Bratislava, Slovensko',
      phone: '+421 2 5010 2000',
      social: ['facebook', 'instagram', 'linkedin'],
    }),
    settings: {
      company_type_state: 1,
      company_types: companyTypes(
        REGION_IDS.slovakia,
        {
          disclaimer: {
            en: DISCLAIMER_EN,
            sk: 'Súhlasím s tým, aby Installer Club poskytol názov a kontaktné údaje mojej firmy svojmu regionálnemu distribútorovi, ktorý ma môže kontaktovať v súvislosti s produktmi, školeniami a objednávkami.',
          },
          declaration: {
            en: DECLARATION_EN,
            sk: 'Vyhlasujem, že moja firma odborne montuje strešné okná a lemovania podľa montážneho návodu výrobcu.',
          },
        },
        [
          [{ en: 'Roofing company', sk: 'Pokrývačská firma' }, 1, 2],
          [{ en: 'Window installation company', sk: 'Montážna firma – okná' }, 1, 1],
          [{ en: 'Carpentry and joinery', sk: 'Tesárstvo a stolárstvo' }, 0, 1],
          [{ en: 'Sole trader', sk: 'Živnostník (SZČO)' }, 0, 0],
        ],
      ),
      // Every Slovak business has both IČO and DIČ (the IČ DPH exists only for VAT payers).
      company_id_field: 1,
      vat_field: 2,
      required_numbers: 3,
      number_labels: { registration_number: 'IČO', registration_number_2: 'DIČ' },
      flags: NO_CLUB_CARD,
    },
    welcomePoints: DEFAULT_WELCOME_POINTS,
  },
  {
    regionId: REGION_IDS.slovenia,
    name: 'Slovenia',
    footer: clubFooter('si', {
      address: 'Dunajska cesta 156, 1000 Ljubljana, Slovenija',
      phone: '+386 1 560 4300',
      social: ['facebook', 'instagram'],
    }),
    settings: {
      ...withoutCompanyTypes(),
      vat_field: 1,
      company_id_field: 2,
      required_numbers: 1,
      number_labels: { registration_number: 'Davčna številka', registration_number_2: 'Matična številka' },
      flags: NO_CLUB_CARD,
    },
    welcomePoints: DEFAULT_WELCOME_POINTS,
  },
  regionWithoutClub(REGION_IDS.turkey, 'Turkey'),
  {
    regionId: REGION_IDS.ukraine,
    name: 'Ukraine',
    footer: clubFooter('ua', {
      address: 'вул. Антоновича, 172, м. Київ, 03150, Україна',
      phone: '+380 44 390 1200',
      social: ['facebook', 'instagram', 'youtube'],
    }),
    settings: {
      ...withoutCompanyTypes(),
      // Only the ЄДРПОУ code is collected; the second field stays off (its label is kept for admins).
      company_id_field: 1,
      vat_field: 0,
      required_numbers: 1,
      number_labels: { registration_number: 'ЄДРПОУ', registration_number_2: 'ІПН' },
      flags: NO_CLUB_CARD,
    },
    welcomePoints: DEFAULT_WELCOME_POINTS,
  },
  {
    regionId: REGION_IDS.lithuania,
    name: 'Lithuania',
    footer: clubFooter('lt', {
      address: 'Konstitucijos pr. 21A, LT-08130 Vilnius, Lietuva',
      phone: '+370 5 210 3300',
      social: ['facebook', 'linkedin'],
    }),
    settings: {
      ...withoutCompanyTypes(),
      company_id_field: 1,
      vat_field: 2,
      required_numbers: 1,
      number_labels: { registration_number: 'Įmonės kodas', registration_number_2: 'PVM mokėtojo kodas' },
      flags: NO_CLUB_CARD,
    },
    welcomePoints: DEFAULT_WELCOME_POINTS,
  },
];

/** The project rules of a region: its own, else the defaults. */
export function projectRulesOf(regionId: number): ProjectRules {
  return REGIONAL_DATA.find((region) => region.regionId === regionId)?.projects ?? DEFAULT_PROJECT_RULES;
}
