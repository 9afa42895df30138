/**
 * Tier programmes, behaviour bonuses and certificates per club region (reference data, written by
 * the seed whenever the code's differs). Every club region has the roof-window and all-products
 * programmes; Poland, the largest club, adds flashings and solar windows, and Slovakia, where the
 * decor club runs, decor products.
 */
import type { TierCategory } from '../../contract/rewards';
import { REGION_IDS } from '../../contract/regions';
import { REGIONAL_DATA } from './regional-data';
import type { EveryLanguage } from './types';

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
  /** In every UI language: a company sees its rewards in the language it reads the portal in. */
  name: EveryLanguage;
  description: EveryLanguage;
  icon: string;
}

/** Behaviour bonuses (SPEC §3): what a company does for the extra points of the ledger reasons of the same names. */
const BEHAVIOURS: readonly (RewardReference & { points: number })[] = [
  {
    slug: 'profile-complete', icon: 'user-check', points: 20,
    name: {
      en: 'Complete profile',
      bs: 'Kompletan profil',
      bg: 'Пълен профил',
      hr: 'Potpun profil',
      cs: 'Úplný profil',
      et: 'Täielik profiil',
      hu: 'Teljes profil',
      lv: 'Pilns profils',
      pl: 'Pełny profil',
      ro: 'Profil complet',
      sr: 'Kompletan profil',
      sk: 'Úplný profil',
      sl: 'Popoln profil',
      uk: 'Повний профіль',
      lt: 'Užpildytas profilis',
    },
    description: {
      en: 'Fill in every field of your profile and company data.',
      bs: 'Popunite sva polja svog profila i podataka o firmi.',
      bg: 'Попълнете всички полета на профила си и данните на фирмата.',
      hr: 'Ispunite sva polja svojeg profila i podataka o tvrtki.',
      cs: 'Vyplňte všechna pole profilu a údajů o firmě.',
      et: 'Täitke kõik oma profiili ja ettevõtte andmete väljad.',
      hu: 'Töltsd ki a profilod és a céges adatok minden mezőjét.',
      lv: 'Aizpildiet visus sava profila un uzņēmuma datu laukus.',
      pl: 'Uzupełnij wszystkie pola profilu i danych firmy.',
      ro: 'Completează toate câmpurile profilului și ale datelor firmei.',
      sr: 'Popunite sva polja svog profila i podataka o firmi.',
      sk: 'Vyplňte všetky polia profilu a údajov o firme.',
      sl: 'Izpolnite vsa polja svojega profila in podatkov o podjetju.',
      uk: 'Заповніть усі поля свого профілю та даних компанії.',
      lt: 'Užpildykite visus savo profilio ir įmonės duomenų laukus.',
    },
  },
  {
    slug: 'online-training', icon: 'graduation-cap', points: 50,
    name: {
      en: 'Online training',
      bs: 'Online obuka',
      bg: 'Онлайн обучение',
      hr: 'Online obuka',
      cs: 'Online školení',
      et: 'Veebikoolitus',
      hu: 'Online képzés',
      lv: 'Tiešsaistes apmācība',
      pl: 'Szkolenie online',
      ro: 'Instruire online',
      sr: 'Onlajn obuka',
      sk: 'Online školenie',
      sl: 'Spletno usposabljanje',
      uk: 'Онлайн-навчання',
      lt: 'Internetiniai mokymai',
    },
    description: {
      en: 'Take part in an online product training and pass its quiz.',
      bs: 'Učestvujte u online obuci o proizvodima i položite test.',
      bg: 'Участвайте в онлайн обучение за продуктите и издържете теста.',
      hr: 'Sudjelujte u online obuci o proizvodima i položite test.',
      cs: 'Zúčastněte se online produktového školení a složte test.',
      et: 'Osalege tootekoolitusel veebis ja sooritage selle test.',
      hu: 'Vegyél részt egy online termékképzésen, és teljesítsd a tesztjét.',
      lv: 'Piedalieties tiešsaistes produktu apmācībā un nokārtojiet tās testu.',
      pl: 'Weź udział w szkoleniu produktowym online i zalicz test.',
      ro: 'Participă la o instruire online despre produse și trece testul final.',
      sr: 'Učestvujte u onlajn obuci o proizvodima i položite test.',
      sk: 'Zúčastnite sa online produktového školenia a absolvujte test.',
      sl: 'Udeležite se spletnega usposabljanja o izdelkih in opravite preizkus znanja.',
      uk: 'Пройдіть онлайн-навчання з продукції та складіть тест.',
      lt: 'Dalyvaukite internetiniuose produktų mokymuose ir išlaikykite jų testą.',
    },
  },
  {
    slug: 'response-time', icon: 'clock', points: 30,
    name: {
      en: 'Quick response',
      bs: 'Brz odgovor',
      bg: 'Бърз отговор',
      hr: 'Brz odgovor',
      cs: 'Rychlá odpověď',
      et: 'Kiire vastus',
      hu: 'Gyors válasz',
      lv: 'Ātra atbilde',
      pl: 'Szybka odpowiedź',
      ro: 'Răspuns rapid',
      sr: 'Brz odgovor',
      sk: 'Rýchla odpoveď',
      sl: 'Hiter odziv',
      uk: 'Швидка відповідь',
      lt: 'Greitas atsakymas',
    },
    description: {
      en: 'Answer customer enquiries passed on by us within one working day.',
      bs: 'Odgovorite na upite kupaca koje vam proslijedimo u roku od jednog radnog dana.',
      bg: 'Отговаряйте на запитванията на клиенти, които ви препращаме, в рамките на един работен ден.',
      hr: 'Odgovorite na upite kupaca koje vam proslijedimo u roku od jednog radnog dana.',
      cs: 'Odpovídejte na poptávky zákazníků, které vám předáme, do jednoho pracovního dne.',
      et: 'Vastake meie edastatud klientide päringutele ühe tööpäeva jooksul.',
      hu: 'Válaszolj az általunk továbbított ügyfélmegkeresésekre egy munkanapon belül.',
      lv: 'Atbildiet uz mūsu pārsūtītajiem klientu pieprasījumiem vienas darba dienas laikā.',
      pl: 'Odpowiadaj na przekazane przez nas zapytania klientów w ciągu jednego dnia roboczego.',
      ro: 'Răspunde în cel mult o zi lucrătoare la solicitările clienților pe care ți le transmitem.',
      sr: 'Odgovorite na upite kupaca koje vam prosledimo u roku od jednog radnog dana.',
      sk: 'Odpovedajte na dopyty zákazníkov, ktoré vám odovzdáme, do jedného pracovného dňa.',
      sl: 'Na povpraševanja strank, ki vam jih posredujemo, odgovorite v enem delovnem dnevu.',
      uk: 'Відповідайте на запити клієнтів, які ми вам передаємо, протягом одного робочого дня.',
      lt: 'Į mūsų perduotas klientų užklausas atsakykite per vieną darbo dieną.',
    },
  },
  {
    slug: 'satisfaction-score', icon: 'star', points: 40,
    name: {
      en: 'Satisfied customers',
      bs: 'Zadovoljni kupci',
      bg: 'Доволни клиенти',
      hr: 'Zadovoljni kupci',
      cs: 'Spokojení zákazníci',
      et: 'Rahulolevad kliendid',
      hu: 'Elégedett ügyfelek',
      lv: 'Apmierināti klienti',
      pl: 'Zadowoleni klienci',
      ro: 'Clienți mulțumiți',
      sr: 'Zadovoljni kupci',
      sk: 'Spokojní zákazníci',
      sl: 'Zadovoljne stranke',
      uk: 'Задоволені клієнти',
      lt: 'Patenkinti klientai',
    },
    description: {
      en: 'Keep an average customer rating of 4.5 stars or more over a quarter.',
      bs: 'Održite prosječnu ocjenu kupaca od 4,5 zvjezdica ili više tokom cijelog kvartala.',
      bg: 'Поддържайте средна оценка от клиентите 4,5 звезди или повече в продължение на тримесечие.',
      hr: 'Održite prosječnu ocjenu kupaca od 4,5 zvjezdica ili više tijekom cijelog tromjesečja.',
      cs: 'Udržte průměrné hodnocení zákazníků 4,5 hvězdičky nebo vyšší po celé čtvrtletí.',
      et: 'Hoidke klientide keskmist hinnangut terve kvartali vältel vähemalt 4,5 tärni peal.',
      hu: 'Tartsd az ügyfélértékelések átlagát egy teljes negyedéven át legalább 4,5 csillagon.',
      lv: 'Visu ceturksni uzturiet vidējo klientu vērtējumu vismaz 4,5 zvaigznes.',
      pl: 'Utrzymaj średnią ocen klientów 4,5 gwiazdki lub wyższą przez kwartał.',
      ro: 'Menține o evaluare medie a clienților de cel puțin 4,5 stele pe parcursul unui trimestru.',
      sr: 'Održite prosečnu ocenu kupaca od 4,5 zvezdica ili više tokom celog kvartala.',
      sk: 'Udržte priemerné hodnotenie zákazníkov 4,5 hviezdičky alebo vyššie počas štvrťroka.',
      sl: 'Vse četrtletje ohranite povprečno oceno strank 4,5 zvezdice ali več.',
      uk: 'Утримуйте середню оцінку клієнтів 4,5 зірки або вище протягом кварталу.',
      lt: 'Visą ketvirtį išlaikykite vidutinį klientų įvertinimą ne mažesnį nei 4,5 žvaigždutės.',
    },
  },
];

/** Certificates (SPEC §3): trainings an installer can hold, valid for `longevity` months. */
const CERTIFICATES: readonly (RewardReference & { longevity: number })[] = [
  {
    slug: 'certified-installer', icon: 'badge', longevity: 24,
    name: {
      en: 'Certified installer',
      bs: 'Certificirani monter',
      bg: 'Сертифициран монтажник',
      hr: 'Certificirani monter',
      cs: 'Certifikovaný montážník',
      et: 'Sertifitseeritud paigaldaja',
      hu: 'Minősített szerelő',
      lv: 'Sertificēts uzstādītājs',
      pl: 'Certyfikowany instalator',
      ro: 'Montator certificat',
      sr: 'Sertifikovani monter',
      sk: 'Certifikovaný montážnik',
      sl: 'Certificirani monter',
      uk: 'Сертифікований монтажник',
      lt: 'Sertifikuotas montuotojas',
    },
    description: {
      en: 'Roof-window installation to the manufacturer\'s standard, with flashings and insulation.',
      bs: 'Ugradnja krovnih prozora prema standardu proizvođača, s opšavima i izolacijom.',
      bg: 'Монтаж на покривни прозорци по стандарта на производителя, с обшивки и изолация.',
      hr: 'Ugradnja krovnih prozora prema standardu proizvođača, s opšavima i izolacijom.',
      cs: 'Montáž střešních oken podle standardu výrobce, včetně lemování a izolace.',
      et: 'Katuseakende paigaldus tootja standardi järgi, koos plekkäärise ja soojustusega.',
      hu: 'Tetőtéri ablakok beépítése a gyártó előírásai szerint, burkolókerettel és szigeteléssel.',
      lv: 'Jumta logu uzstādīšana atbilstoši ražotāja standartam, ar apšuvumiem un izolāciju.',
      pl: 'Montaż okien dachowych zgodnie ze standardem producenta, z kołnierzami i izolacją.',
      ro: 'Montarea ferestrelor de mansardă după standardul producătorului, cu ramă de etanșare și izolație.',
      sr: 'Ugradnja krovnih prozora prema standardu proizvođača, sa opšivkama i izolacijom.',
      sk: 'Montáž strešných okien podľa štandardu výrobcu vrátane lemovania a izolácie.',
      sl: 'Vgradnja strešnih oken po standardu proizvajalca, z obrobami in izolacijo.',
      uk: 'Монтаж мансардних вікон за стандартом виробника, з окладами та ізоляцією.',
      lt: 'Stogo langų montavimas pagal gamintojo standartą, su apvadais ir izoliacija.',
    },
  },
  {
    slug: 'solar-specialist', icon: 'sun', longevity: 12,
    name: {
      en: 'Solar window specialist',
      bs: 'Specijalista za solarne prozore',
      bg: 'Специалист по соларни прозорци',
      hr: 'Specijalist za solarne prozore',
      cs: 'Specialista na solární okna',
      et: 'Päikeseakende spetsialist',
      hu: 'Napelemes ablakok szakértője',
      lv: 'Saules enerģijas logu speciālists',
      pl: 'Specjalista okien solarnych',
      ro: 'Specialist în ferestre solare',
      sr: 'Specijalista za solarne prozore',
      sk: 'Špecialista na solárne okná',
      sl: 'Specialist za solarna okna',
      uk: 'Спеціаліст із сонячних вікон',
      lt: 'Saulės energijos langų specialistas',
    },
    description: {
      en: 'Installation and set-up of solar-powered windows, blinds and their controls.',
      bs: 'Ugradnja i podešavanje prozora i roletni na solarni pogon te njihovog upravljanja.',
      bg: 'Монтаж и настройка на прозорци и щори със соларно захранване и тяхното управление.',
      hr: 'Ugradnja i podešavanje prozora i roleta na solarni pogon te njihova upravljanja.',
      cs: 'Montáž a nastavení solárních oken, rolet a jejich ovládání.',
      et: 'Päikeseenergial töötavate akende, ruloode ja nende juhtimise paigaldus ning seadistus.',
      hu: 'Napelemes ablakok, redőnyök és vezérlésük beépítése és beállítása.',
      lv: 'Ar saules enerģiju darbināmu logu, žalūziju un to vadības uzstādīšana un iestatīšana.',
      pl: 'Montaż i konfiguracja okien, rolet i sterowania zasilanych energią słoneczną.',
      ro: 'Montarea și configurarea ferestrelor, rulourilor și comenzilor alimentate cu energie solară.',
      sr: 'Ugradnja i podešavanje prozora i roletni na solarni pogon i njihovog upravljanja.',
      sk: 'Montáž a nastavenie solárnych okien, roliet a ich ovládania.',
      sl: 'Vgradnja in nastavitev oken, senčil in krmiljenja na sončni pogon.',
      uk: 'Монтаж і налаштування вікон, ролет і систем керування на сонячному живленні.',
      lt: 'Saulės energija maitinamų langų, roletų ir jų valdymo montavimas bei nustatymas.',
    },
  },
];

export const BEHAVIOUR_BONUSES = CLUB_REGION_IDS.flatMap((regionId) => BEHAVIOURS.map((b, position) => ({ ...b, regionId, position })));
export const CERTIFICATE_REFERENCE = CLUB_REGION_IDS.flatMap((regionId) => CERTIFICATES.map((c, position) => ({ ...c, regionId, position })));
