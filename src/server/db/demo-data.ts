/**
 * The demo accounts of the foundation issue (README lists them), their points and notifications,
 * the serial numbers of the demo regions and the Polish company's projects.
 */
import { languageByCode } from '../../contract/languages';
import type { Notification, NotificationType } from '../../contract/notifications';
import { parseRegionPhone } from '../../contract/phone';
import type { NewProject } from '../../contract/projects';
import type { CheckoutType } from '../../contract/shop';
import { REGION_IDS, regionById } from '../../contract/regions';
import { ROLES } from '../../contract/roles';
import type { StaffRole } from '../../contract/staff-permissions';
import { COMPANY_SURVEY, DECOR_SURVEY, type Survey, type SurveyResponse } from '../../contract/survey';
import type { LedgerEntry } from '../domain/points-ledger';
import { welcomeNotificationText } from '../reference/notification-texts';
import { PRODUCT_CATALOGUE } from '../reference/product-catalogue';
import { REGIONAL_DATA } from '../reference/regional-data';
import type { PointsReason, PointsVariation, companies, notifications, users } from './schema';

/** A points ledger entry of a demo company; `by` is the e-mail of the demo user it came from. */
interface DemoLedgerEntry {
  at: string;
  reason: PointsReason;
  variation: PointsVariation;
  points: number;
  by: string;
}

/** A demo notification with a fixed uuid (for links in tests); `at` places it in time. */
interface DemoNotification {
  uuid: string;
  type: NotificationType;
  event: string;
  title: string;
  text: string;
  meta?: Notification['meta'];
  at: (seededAt: Date) => Date;
  read: boolean;
}

interface DemoCompany {
  key: string;
  name: string;
  address: string;
  city: string;
  postalCode: string;
  regionId: number;
  isDecor: boolean;
  /** Onboarding done: numbers, company type (with its consents) and survey filled in. */
  complete: boolean;
  registrationNumbers: [string, string];
  hasClubCard: boolean;
  /** The club recommends it: its business cards, banner and sticker may carry the regional recommended logo (docs/decisions.md). */
  isRecommended: boolean;
  ledger: readonly DemoLedgerEntry[];
}

export interface DemoAccount {
  email: string;
  phone: string;
  name: string;
  surname: string;
  role: number;
  language: string;
  createdAt: string;
  /** Consent seen, terms agreed, optional steps seen. */
  onboarded: boolean;
  company: DemoCompany;
  notifications: readonly DemoNotification[];
}

const hoursAgo = (hours: number) => (seededAt: Date) => new Date(seededAt.getTime() - hours * 3_600_000);

function welcome(uuid: string, language: string, points: number, at: string): DemoNotification {
  const languageId = languageByCode(language)?.id ?? 1;
  return { uuid, type: 'info', event: 'welcome', ...welcomeNotificationText(languageId, points), at: () => new Date(at), read: true };
}

type Texts = Pick<DemoNotification, 'title' | 'text'>;

const SHOP_NEWS: Record<'pl' | 'cs' | 'sk', Texts> = {
  pl: {
    title: 'Nowe nagrody w sklepie',
    text: 'W sklepie klubowym pojawiły się nowe nagrody: elektronarzędzia, odzież robocza i karty podarunkowe. Sprawdź, na co możesz wymienić punkty swojej firmy.',
  },
  cs: {
    title: 'Nové odměny v obchodě',
    text: 'V klubovém obchodě najdete nové odměny: elektrické nářadí, pracovní oděvy a dárkové poukázky. Podívejte se, za co můžete vyměnit body své firmy.',
  },
  sk: {
    title: 'Nové odmeny v obchode',
    text: 'V klubovom obchode nájdete nové odmeny: elektrické náradie, pracovné odevy a darčekové poukážky. Pozrite sa, za čo môžete vymeniť body svojej firmy.',
  },
};

const NEW_TERMS: Record<'pl' | 'cs' | 'sk', Texts> = {
  pl: {
    title: 'Zmiany w regulaminie Installer Club',
    text: 'Zaktualizowaliśmy regulamin klubu: doprecyzowaliśmy zasady przyznawania punktów za ankiety projektów i okres ważności punktów. Nowy regulamin znajdziesz w stopce portalu.',
  },
  cs: {
    title: 'Změny pravidel Installer Club',
    text: 'Aktualizovali jsme pravidla klubu: upřesnili jsme podmínky přidělování bodů za dotazníky k projektům a dobu platnosti bodů. Nová pravidla najdete v zápatí portálu.',
  },
  sk: {
    title: 'Zmeny pravidiel Installer Club',
    text: 'Aktualizovali sme pravidlá klubu: spresnili sme podmienky prideľovania bodov za dotazníky k projektom a dobu platnosti bodov. Nové pravidlá nájdete v päte portálu.',
  },
};

const POINTS_EXPIRING_PL: Texts = {
  title: 'Część punktów wygaśnie 31 grudnia',
  text: 'Punkty zdobyte w zeszłym roku, których Twoja firma jeszcze nie wykorzystała, wygasną z końcem roku. Wymień je w sklepie na nagrody, zanim przepadną.',
};

/** The support conversation the Polish owner's reply notification links to. */
export const DEMO_SUPPORT_TICKET_UUID = '00000000-0000-4000-8000-000000001001';

const PL_COMPANY: DemoCompany = {
  key: 'pl',
  name: 'Dachy Nowak Sp. z o.o.',
  address: 'ul. Ogrodowa 12',
  city: 'Kraków',
  postalCode: '30-001',
  regionId: REGION_IDS.poland,
  isDecor: false,
  complete: true,
  registrationNumbers: ['6762468294', '356789010'],
  hasClubCard: true,
  isRecommended: true,
  // Balance 265; of it 155 points earned in 2025 expire at the end of 2026 (the 2022 ones were spent in 2023).
  // The 110 points of 11 February 2026 come from the closed demo project (DEMO_PROJECTS), credited when it closed;
  // the 150 points reserved on 4 December 2025 by the demo order (DEMO_ORDERS), placed through the shop.
  ledger: [
    { at: '2022-03-15T09:00:00Z', reason: 'welcome_points', variation: 'positive', points: 20, by: 'owner@demo.pl' },
    { at: '2022-03-15T09:00:00Z', reason: 'survey', variation: 'positive', points: 50, by: 'owner@demo.pl' },
    { at: '2022-09-20T13:30:00Z', reason: 'project_survey_completed', variation: 'positive', points: 130, by: 'owner@demo.pl' },
    { at: '2023-05-10T08:15:00Z', reason: 'order_reservation', variation: 'negative', points: 200, by: 'owner@demo.pl' },
    { at: '2025-04-22T15:00:00Z', reason: 'project_survey_completed', variation: 'positive', points: 85, by: 'installer@demo.pl' },
    { at: '2025-07-09T11:20:00Z', reason: 'project_survey_completed', variation: 'positive', points: 140, by: 'owner@demo.pl' },
    { at: '2025-09-30T10:00:00Z', reason: 'reject', variation: 'negative', points: 15, by: 'installer@demo.pl' },
    { at: '2025-11-18T14:45:00Z', reason: 'project_survey_completed', variation: 'positive', points: 95, by: 'installer@demo.pl' },
  ],
};

/** A Polish company of the club-card programme one window short of ordering the card (DEMO_PROJECTS: nine windows this year). */
const PL_NINE_WINDOWS_COMPANY: DemoCompany = {
  key: 'pl-okna', name: 'Okna Zieliński s.c.', address: 'ul. Polna 3', city: 'Tarnów', postalCode: '33-100',
  regionId: REGION_IDS.poland, isDecor: false, complete: true, registrationNumbers: ['5213042812', '146789017'],
  hasClubCard: true, isRecommended: false,
  ledger: [
    { at: '2024-02-05T09:00:00Z', reason: 'welcome_points', variation: 'positive', points: 20, by: 'okna@demo.pl' },
    { at: '2025-06-16T10:00:00Z', reason: 'project_survey_completed', variation: 'positive', points: 180, by: 'okna@demo.pl' },
  ],
};

const SK_DECOR_COMPANY: DemoCompany = {
  key: 'sk', name: 'Horváth Dekor s.r.o.', address: 'Mlynské nivy 16', city: 'Bratislava', postalCode: '821 09',
  regionId: REGION_IDS.slovakia, isDecor: true, complete: true, registrationNumbers: ['46123456', '2023456789'],
  hasClubCard: false, isRecommended: false,
  ledger: [{ at: '2024-04-10T09:00:00Z', reason: 'welcome_points', variation: 'positive', points: 20, by: 'decor@demo.sk' }],
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'owner@demo.pl', phone: '+48 600 000 001', name: 'Piotr', surname: 'Nowak', role: ROLES.owner,
    language: 'pl', createdAt: '2022-03-15T09:00:00Z', onboarded: true, company: PL_COMPANY,
    notifications: [
      welcome('00000000-0000-4000-8000-000000000101', 'pl', 20, '2022-03-15T09:00:00Z'),
      { uuid: '00000000-0000-4000-8000-000000000102', type: 'info', event: 'shop_news', ...SHOP_NEWS.pl, at: hoursAgo(216), read: true },
      { uuid: '00000000-0000-4000-8000-000000000103', type: 'important', event: 'terms_updated', ...NEW_TERMS.pl, at: hoursAgo(72), read: false },
      { uuid: '00000000-0000-4000-8000-000000000104', type: 'warning', event: 'points_expiring', ...POINTS_EXPIRING_PL, at: hoursAgo(26), read: false },
      {
        uuid: '00000000-0000-4000-8000-000000000105', type: 'info', event: 'support_reply',
        title: 'Nowa odpowiedź na Twoje zgłoszenie',
        text: 'Zespół wsparcia odpowiedział na Twoje zgłoszenie „Brak punktów za projekt przy ul. Lipowej 8”. Otwórz rozmowę, aby przeczytać odpowiedź.',
        meta: { ticket_uuid: DEMO_SUPPORT_TICKET_UUID }, at: hoursAgo(2), read: false,
      },
    ],
  },
  {
    email: 'installer@demo.pl', phone: '+48 600 000 002', name: 'Anna', surname: 'Kowalska', role: ROLES.installer,
    language: 'pl', createdAt: '2023-09-01T09:00:00Z', onboarded: true, company: PL_COMPANY,
    notifications: [
      { uuid: '00000000-0000-4000-8000-000000000201', type: 'info', event: 'shop_news', ...SHOP_NEWS.pl, at: hoursAgo(216), read: true },
      { uuid: '00000000-0000-4000-8000-000000000202', type: 'important', event: 'terms_updated', ...NEW_TERMS.pl, at: hoursAgo(72), read: false },
      { uuid: '00000000-0000-4000-8000-000000000203', type: 'warning', event: 'points_expiring', ...POINTS_EXPIRING_PL, at: hoursAgo(26), read: false },
    ],
  },
  {
    email: 'okna@demo.pl', phone: '+48 600 000 003', name: 'Marek', surname: 'Zieliński', role: ROLES.owner,
    language: 'pl', createdAt: '2024-02-05T09:00:00Z', onboarded: true, company: PL_NINE_WINDOWS_COMPANY,
    notifications: [welcome('00000000-0000-4000-8000-000000000601', 'pl', 20, '2024-02-05T09:00:00Z')],
  },
  {
    // Walks every onboarding step: old CZ account, nothing agreed, nothing filled in.
    email: 'owner@demo.cz', phone: '+420 601 000 001', name: 'Jan', surname: 'Novák', role: ROLES.owner,
    language: 'cs', createdAt: '2023-06-01T09:00:00Z', onboarded: false,
    company: {
      key: 'cz', name: 'Střechy Novák s.r.o.', address: 'Palackého 25', city: 'Brno', postalCode: '612 00',
      regionId: REGION_IDS.czechia, isDecor: false, complete: false, registrationNumbers: ['', ''], hasClubCard: false, isRecommended: true,
      ledger: [{ at: '2023-06-01T09:00:00Z', reason: 'welcome_points', variation: 'positive', points: 30, by: 'owner@demo.cz' }],
    },
    notifications: [
      welcome('00000000-0000-4000-8000-000000000301', 'cs', 30, '2023-06-01T09:00:00Z'),
      { uuid: '00000000-0000-4000-8000-000000000302', type: 'info', event: 'shop_news', ...SHOP_NEWS.cs, at: hoursAgo(216), read: false },
      { uuid: '00000000-0000-4000-8000-000000000303', type: 'important', event: 'terms_updated', ...NEW_TERMS.cs, at: hoursAgo(72), read: false },
    ],
  },
  {
    email: 'decor@demo.sk', phone: '+421 901 000 001', name: 'Peter', surname: 'Horváth', role: ROLES.decorOwner,
    language: 'sk', createdAt: '2024-04-10T09:00:00Z', onboarded: true, company: SK_DECOR_COMPANY,
    notifications: [
      welcome('00000000-0000-4000-8000-000000000401', 'sk', 20, '2024-04-10T09:00:00Z'),
      { uuid: '00000000-0000-4000-8000-000000000402', type: 'info', event: 'shop_news', ...SHOP_NEWS.sk, at: hoursAgo(216), read: false },
      { uuid: '00000000-0000-4000-8000-000000000403', type: 'important', event: 'terms_updated', ...NEW_TERMS.sk, at: hoursAgo(72), read: false },
    ],
  },
  {
    // Decor staff (role 8): the fourth role of SPEC §6, in the decor owner's company.
    email: 'staff@demo.sk', phone: '+421 901 000 002', name: 'Lucia', surname: 'Kováčová', role: ROLES.decorInstaller,
    language: 'sk', createdAt: '2024-05-06T09:00:00Z', onboarded: true, company: SK_DECOR_COMPANY,
    notifications: [
      { uuid: '00000000-0000-4000-8000-000000000501', type: 'info', event: 'shop_news', ...SHOP_NEWS.sk, at: hoursAgo(216), read: false },
    ],
  },
];

/** A plausible complete answer: first choice of each question, 120 for number questions. */
function demoSurveyResponse(survey: Survey): SurveyResponse {
  return survey.questions.map((question) =>
    question.type === 'number'
      ? { question_id: question.id, value: 120 }
      : { question_id: question.id, answer_id: question.answers[0]?.id ?? '' });
}

export function demoCompanyValues(account: DemoAccount, now: Date): typeof companies.$inferInsert {
  const company = account.company;
  const type = REGIONAL_DATA.find((r) => r.regionId === company.regionId)?.settings.company_types[0];
  const survey = company.isDecor ? DECOR_SURVEY : COMPANY_SURVEY;
  return {
    name: company.name,
    address: company.address,
    city: company.city,
    postalCode: company.postalCode,
    regionId: company.regionId,
    isDecor: company.isDecor,
    hasClubCard: company.hasClubCard,
    isRecommended: company.isRecommended,
    ...(company.complete
      ? {
        registrationNumber: company.registrationNumbers[0],
        registrationNumber2: company.registrationNumbers[1],
        companyTypeId: type?.id ?? null,
        disclaimerAccepted: !!type && type.disclaimer_state !== 0,
        declarationAccepted: !!type && type.declaration_state !== 0,
        surveyResponse: JSON.stringify(demoSurveyResponse(survey)),
      }
      : {}),
    createdAt: new Date(account.createdAt),
    updatedAt: now,
  };
}

const ONBOARDED_OPTIONS = JSON.stringify({
  consentSeen: true,
  hasAgreedToTerms: true,
  seen_registration_number: true,
  seen_registration_number_2: true,
  seen_company_type: true,
});

export function demoUserValues(account: DemoAccount, companyId: number, now: Date): typeof users.$inferInsert {
  const phone = parseRegionPhone(account.phone, account.company.regionId);
  const language = languageByCode(account.language);
  if (!phone || !language) throw new Error(`Demo account ${account.email} has an invalid phone or language`);
  return {
    companyId,
    roleId: account.role,
    name: account.name,
    surname: account.surname,
    email: account.email,
    phoneRegionId: account.company.regionId,
    phoneNational: phone.national,
    languageId: language.id,
    options: account.onboarded ? ONBOARDED_OPTIONS : null,
    emailConsent: account.onboarded,
    phoneConsent: false,
    verifiedEmailAt: account.onboarded ? new Date(account.createdAt) : null,
    createdAt: new Date(account.createdAt),
    updatedAt: now,
  };
}

/** The company's ledger entries, each credited to the demo user it names. */
export function demoLedgerEntries(company: DemoCompany, companyId: number, userIds: ReadonlyMap<string, number>): LedgerEntry[] {
  return company.ledger.map((entry) => ({
    companyId,
    installerId: userIds.get(entry.by) ?? null,
    reason: entry.reason,
    variation: entry.variation,
    points: entry.points,
    createdAt: new Date(entry.at),
  }));
}

/** The account's notifications, placed before `seededAt`; read ones were read an hour after they came. */
export function demoNotificationValues(account: DemoAccount, userId: number, seededAt: Date): (typeof notifications.$inferInsert)[] {
  return account.notifications.map(({ at, read, ...notification }) => {
    const createdAt = at(seededAt);
    return { ...notification, userId, createdAt, readAt: read ? new Date(createdAt.getTime() + 3_600_000) : null };
  });
}

/** Regions with demo serial numbers: those of the demo companies. */
export const DEMO_SERIAL_REGIONS = [REGION_IDS.poland, REGION_IDS.czechia, REGION_IDS.slovakia] as const;
export const DEMO_SERIALS_PER_REGION = 300;

/**
 * The demo serial numbers of a region, `PL-100001` to `PL-100300`, going round the catalogue so
 * that every product has a few.
 */
export function demoSerials(regionId: number): { serialNumber: string; productCode: string }[] {
  const prefix = regionById(regionId)?.slug.toUpperCase() ?? String(regionId);
  return Array.from({ length: DEMO_SERIALS_PER_REGION }, (_, index) => ({
    serialNumber: `${prefix}-${100001 + index}`,
    productCode: PRODUCT_CATALOGUE[index % PRODUCT_CATALOGUE.length]?.code ?? '',
  }));
}

/** Placed in time by the seed's clock (`seededAt`) or at a fixed moment. */
type DemoTime = (seededAt: Date) => Date;
const daysAgo = (days: number, hours = 0): DemoTime => (seededAt) => new Date(seededAt.getTime() - (days * 24 + hours) * 3_600_000);
const fixed = (at: string): DemoTime => () => new Date(at);
const minutesAfter = (time: DemoTime, minutes: number): DemoTime => (seededAt) => new Date(time(seededAt).getTime() + minutes * 60_000);

/** A product scanned into a demo project: a free demo serial of this product and region. */
interface DemoScan {
  product: string;
  /** Where the serial was sold; the project's region (Poland) unless said. */
  regionId?: number;
  by: string;
}

/**
 * A demo project. The seed runs it through the real domain code at the given times (create,
 * scan, post the survey), so statuses, flags and ledger entries are exactly what the server
 * itself would have written.
 */
export interface DemoProject {
  creator: string;
  address: NewProject;
  createdAt: DemoTime;
  /** Scans, registered a few minutes apart from `scannedFrom` on. */
  scans: readonly DemoScan[];
  scannedFrom: DemoTime;
  /** The survey and its answers for every window; absent while the project is in progress. */
  survey?: { by: string; at: DemoTime; installation: string; building: string };
}

/**
 * The Polish company's projects: one in progress with scans, one in review (its Czech serial was
 * sold for another region), one closed whose 110 points (five windows, five flashings and the
 * survey bonus of 30) are part of the company's ledger. Ten windows this year: the company may
 * order the club card. The second Polish company's one project holds nine: one short.
 */
export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    creator: 'installer@demo.pl',
    address: { name: 'Poddasze Wiśniewskich', streetName: 'ul. Długa', houseNumber: '15', postalCode: '31-147', city: 'Kraków' },
    createdAt: fixed('2026-01-19T08:30:00Z'),
    scannedFrom: fixed('2026-01-27T09:00:00Z'),
    scans: [
      ...['RW-MK06-SOLAR', 'RW-MK06-SOLAR', 'RW-PK08-SOLAR', 'RW-PK08-SOLAR', 'RW-MK04-PU'].map((product) => ({ product, by: 'installer@demo.pl' })),
      ...['FL-MK06-TILE', 'FL-MK06-TILE', 'FL-PK08-TILE', 'FL-PK08-TILE', 'FL-MK04-TILE'].map((product) => ({ product, by: 'installer@demo.pl' })),
    ],
    survey: { by: 'installer@demo.pl', at: fixed('2026-02-11T12:10:00Z'), installation: 'replacement', building: 'detached-house' },
  },
  {
    creator: 'installer@demo.pl',
    address: { name: null, streetName: 'ul. Lipowa', houseNumber: '8', postalCode: '30-702', city: 'Kraków' },
    createdAt: daysAgo(25),
    scannedFrom: daysAgo(24),
    scans: [
      { product: 'RW-MK06-PINE', by: 'installer@demo.pl' },
      { product: 'RW-MK06-PINE', by: 'installer@demo.pl' },
      { product: 'FL-MK06-TILE', by: 'installer@demo.pl' },
      { product: 'FL-MK06-TILE', by: 'installer@demo.pl' },
      { product: 'RW-MK04-PU', regionId: REGION_IDS.czechia, by: 'installer@demo.pl' },
    ],
    survey: { by: 'installer@demo.pl', at: daysAgo(4), installation: 'new-build', building: 'terraced-house' },
  },
  {
    creator: 'owner@demo.pl',
    address: { name: 'Dom Kowalczyków', streetName: 'ul. Słoneczna', houseNumber: '21', postalCode: '31-988', city: 'Kraków' },
    createdAt: daysAgo(6),
    scannedFrom: daysAgo(5),
    scans: [
      { product: 'RW-SK06-PU', by: 'owner@demo.pl' },
      { product: 'RW-SK06-PINE', by: 'owner@demo.pl' },
      { product: 'FL-SK06-TILE', by: 'owner@demo.pl' },
      { product: 'BL-MK06-BLACKOUT', by: 'installer@demo.pl' },
      { product: 'AC-INSULATION-COLLAR', by: 'installer@demo.pl' },
    ],
  },
  {
    creator: 'okna@demo.pl',
    address: { name: 'Osiedle Zielone', streetName: 'ul. Krakowska', houseNumber: '40', postalCode: '33-100', city: 'Tarnów' },
    createdAt: daysAgo(12),
    scannedFrom: daysAgo(11),
    // Sizes whose serials the README does not offer for scanning by hand.
    scans: ['RW-PK08-PINE', 'RW-PK08-PINE', 'RW-PK08-PU', 'RW-PK08-PU', 'RW-PK08-SOLAR', 'RW-SK06-PINE', 'RW-SK06-PINE', 'RW-SK06-PU', 'RW-SK06-SOLAR']
      .map((product) => ({ product, by: 'okna@demo.pl' })),
  },
];

/** When the i-th scan of a demo project was registered: 3 minutes apart, far from any burst. */
export const demoScanTime = (project: DemoProject, index: number): DemoTime => minutesAfter(project.scannedFrom, index * 3);

/** A demo support conversation; `from` names the member by e-mail, `staff` a reply's author. */
export interface DemoTicket {
  uuid: string;
  from: string;
  title: string;
  status: 1 | 2 | 3;
  messages: readonly { staff?: string; text: string; at: DemoTime }[];
}

/**
 * The Polish owner's conversations: the one the demo reply notification links to (answered two
 * hours before seeding, so it is in progress) and an older one that support closed.
 */
export const DEMO_TICKETS: readonly DemoTicket[] = [
  {
    uuid: DEMO_SUPPORT_TICKET_UUID,
    from: 'owner@demo.pl',
    title: 'Brak punktów za projekt przy ul. Lipowej 8',
    status: 2,
    messages: [
      {
        text: 'Dzień dobry, wypełniliśmy ankietę projektu przy ul. Lipowej 8 kilka dni temu, ale punkty nadal nie zostały przyznane. Czy możecie to sprawdzić?',
        at: daysAgo(1, 4),
      },
      {
        staff: 'Magda (Installer Club)',
        text: 'Dzień dobry! Jeden z zeskanowanych produktów został sprzedany na rynek czeski, dlatego projekt czeka na weryfikację. Sprawdzimy go w ciągu 2 dni roboczych, a punkty zostaną przyznane automatycznie.',
        at: daysAgo(0, 2),
      },
    ],
  },
  {
    uuid: '00000000-0000-4000-8000-000000001002',
    from: 'owner@demo.pl',
    title: 'Zmiana adresu firmy',
    status: 3,
    messages: [
      { text: 'Przenieśliśmy biuro. Jak mogę zmienić adres firmy w portalu?', at: daysAgo(40) },
      { staff: 'Tomasz (Installer Club)', text: 'Adres firmy zmienisz sam w profilu (/user), w bloku „Dane firmy”. Daj znać, jeśli coś nie zadziała.', at: daysAgo(39, 20) },
      { text: 'Działa, dziękuję!', at: daysAgo(39, 18) },
    ],
  },
];

/** A demo order: placed through the shop at `at` (lines by variant SKU), completed by the operator at `completedAt`. */
export interface DemoOrder {
  by: string;
  type: CheckoutType;
  lines: readonly { sku: string; quantity: number }[];
  at: string;
  completedAt: string;
}

/** The Polish owner's finder profile: its reservation in the points history links to /orders/{uuid}. */
export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    by: 'owner@demo.pl', type: 'marketing_service', lines: [{ sku: 'PL-MKT-FINDER-PROFILE-3M', quantity: 1 }],
    at: '2025-12-04T09:30:00Z', completedAt: '2025-12-08T10:00:00Z',
  },
];

/**
 * The demo staff (issue 27): one member per role, and a support agent limited to one region
 * (README "Demo accounts"). They sign in at /staff/login with the code from the outbox.
 */
export const DEMO_STAFF: readonly { email: string; name: string; roles: StaffRole[]; regions: number[] }[] = [
  { email: 'support@staff.demo', name: 'Sam Support', roles: ['support'], regions: [] },
  { email: 'support.cz@staff.demo', name: 'Petra Support (CZ)', roles: ['support'], regions: [REGION_IDS.czechia] },
  { email: 'reviewer@staff.demo', name: 'Rita Reviewer', roles: ['reviewer'], regions: [] },
  { email: 'fulfilment@staff.demo', name: 'Felix Fulfilment', roles: ['fulfilment'], regions: [] },
  { email: 'content@staff.demo', name: 'Clara Content', roles: ['content'], regions: [] },
  { email: 'admin@staff.demo', name: 'Adam Admin', roles: ['admin'], regions: [] },
];
