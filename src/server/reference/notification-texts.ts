/**
 * Texts of the notifications the server raises, in the 15 UI languages. They are stored in the
 * user's language when raised (the portal shows them as they are), so they live here rather
 * than in the portal's catalogs. Terms follow the portal's catalogs ("welcome points", ...).
 */
import { DEFAULT_LANGUAGE, isUiLanguage, languageById, type UiLanguageCode } from '../../contract/languages';

/** One sentence per plural category of the language (Intl.PluralRules); `#` stands for the number. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

interface WelcomeTexts {
  title: string;
  /** First sentence when the company received welcome points. */
  points: PluralForms;
  /** What to do next, after that sentence. */
  next: string;
  /** The whole text when the region grants no welcome points. */
  noPoints: string;
}

const WELCOME: Record<UiLanguageCode, WelcomeTexts> = {
  en: {
    title: 'Welcome to Installer Club!',
    points: {
      one: 'Your company has received # welcome point.',
      other: 'Your company has received # welcome points.',
    },
    next: 'Register your first project, scan the products you install and collect more points for your company.',
    noPoints: 'Your company is now a member of the club. Register your first project, scan the products you install and collect points for your company.',
  },
  pl: {
    title: 'Witaj w Installer Club!',
    points: {
      one: 'Twoja firma otrzymała # punkt powitalny.',
      few: 'Twoja firma otrzymała # punkty powitalne.',
      many: 'Twoja firma otrzymała # punktów powitalnych.',
      other: 'Twoja firma otrzymała # punktu powitalnego.',
    },
    next: 'Zarejestruj swój pierwszy projekt, skanuj montowane produkty i zbieraj kolejne punkty dla swojej firmy.',
    noPoints: 'Twoja firma dołączyła do klubu. Zarejestruj swój pierwszy projekt, skanuj montowane produkty i zbieraj punkty dla swojej firmy.',
  },
  cs: {
    title: 'Vítejte v Installer Club!',
    points: {
      one: 'Vaše firma získala # uvítací bod.',
      few: 'Vaše firma získala # uvítací body.',
      many: 'Vaše firma získala # uvítacího bodu.',
      other: 'Vaše firma získala # uvítacích bodů.',
    },
    next: 'Zaregistrujte svůj první projekt, skenujte produkty, které montujete, a sbírejte pro svou firmu další body.',
    noPoints: 'Vaše firma je nyní členem klubu. Zaregistrujte svůj první projekt, skenujte produkty, které montujete, a sbírejte body pro svou firmu.',
  },
  sk: {
    title: 'Vitajte v Installer Club!',
    points: {
      one: 'Vaša firma získala # uvítací bod.',
      few: 'Vaša firma získala # uvítacie body.',
      many: 'Vaša firma získala # uvítacieho bodu.',
      other: 'Vaša firma získala # uvítacích bodov.',
    },
    next: 'Zaregistrujte svoj prvý projekt, skenujte produkty, ktoré montujete, a zbierajte pre svoju firmu ďalšie body.',
    noPoints: 'Vaša firma je teraz členom klubu. Zaregistrujte svoj prvý projekt, skenujte produkty, ktoré montujete, a zbierajte body pre svoju firmu.',
  },
  hu: {
    title: 'Üdvözöljük az Installer Clubban!',
    // Hungarian keeps the noun singular after a number.
    points: { other: 'Cége # üdvözlőpontot kapott.' },
    next: 'Regisztrálja első projektjét, szkennelje be a beépített termékeket, és gyűjtsön további pontokat a cégének.',
    noPoints: 'Cége mostantól a klub tagja. Regisztrálja első projektjét, szkennelje be a beépített termékeket, és gyűjtsön pontokat a cégének.',
  },
  ro: {
    title: 'Bun venit în Installer Club!',
    points: {
      one: 'Firma dumneavoastră a primit # punct de bun venit.',
      few: 'Firma dumneavoastră a primit # puncte de bun venit.',
      other: 'Firma dumneavoastră a primit # de puncte de bun venit.',
    },
    next: 'Înregistrați primul proiect, scanați produsele pe care le montați și adunați și mai multe puncte pentru firma dumneavoastră.',
    noPoints: 'Firma dumneavoastră face acum parte din club. Înregistrați primul proiect, scanați produsele pe care le montați și adunați puncte pentru firma dumneavoastră.',
  },
  bg: {
    title: 'Добре дошли в Installer Club!',
    points: {
      one: 'Вашата фирма получи # точка за добре дошли.',
      other: 'Вашата фирма получи # точки за добре дошли.',
    },
    next: 'Регистрирайте първия си проект, сканирайте продуктите, които монтирате, и събирайте още точки за фирмата си.',
    noPoints: 'Вашата фирма вече е член на клуба. Регистрирайте първия си проект, сканирайте продуктите, които монтирате, и събирайте точки за фирмата си.',
  },
  hr: {
    title: 'Dobro došli u Installer Club!',
    points: {
      one: 'Vaša tvrtka dobila je # bod dobrodošlice.',
      few: 'Vaša tvrtka dobila je # boda dobrodošlice.',
      other: 'Vaša tvrtka dobila je # bodova dobrodošlice.',
    },
    next: 'Registrirajte svoj prvi projekt, skenirajte proizvode koje ugrađujete i skupljajte još bodova za svoju tvrtku.',
    noPoints: 'Vaša tvrtka sada je član kluba. Registrirajte svoj prvi projekt, skenirajte proizvode koje ugrađujete i skupljajte bodove za svoju tvrtku.',
  },
  bs: {
    title: 'Dobro došli u Installer Club!',
    points: {
      one: 'Vaša firma je dobila # bod dobrodošlice.',
      few: 'Vaša firma je dobila # boda dobrodošlice.',
      other: 'Vaša firma je dobila # bodova dobrodošlice.',
    },
    next: 'Registrujte svoj prvi projekat, skenirajte proizvode koje ugrađujete i skupljajte još bodova za svoju firmu.',
    noPoints: 'Vaša firma je sada član kluba. Registrujte svoj prvi projekat, skenirajte proizvode koje ugrađujete i skupljajte bodove za svoju firmu.',
  },
  sr: {
    title: 'Dobro došli u Installer Club!',
    points: {
      one: 'Vaša firma je dobila # poen dobrodošlice.',
      few: 'Vaša firma je dobila # poena dobrodošlice.',
      other: 'Vaša firma je dobila # poena dobrodošlice.',
    },
    next: 'Registrujte svoj prvi projekat, skenirajte proizvode koje ugrađujete i sakupljajte još poena za svoju firmu.',
    noPoints: 'Vaša firma je sada član kluba. Registrujte svoj prvi projekat, skenirajte proizvode koje ugrađujete i sakupljajte poene za svoju firmu.',
  },
  sl: {
    title: 'Dobrodošli v klubu Installer Club!',
    points: {
      one: 'Vaše podjetje je prejelo # točko za dobrodošlico.',
      two: 'Vaše podjetje je prejelo # točki za dobrodošlico.',
      few: 'Vaše podjetje je prejelo # točke za dobrodošlico.',
      other: 'Vaše podjetje je prejelo # točk za dobrodošlico.',
    },
    next: 'Registrirajte svoj prvi projekt, skenirajte izdelke, ki jih vgrajujete, in zbirajte dodatne točke za svoje podjetje.',
    noPoints: 'Vaše podjetje je zdaj član kluba. Registrirajte svoj prvi projekt, skenirajte izdelke, ki jih vgrajujete, in zbirajte točke za svoje podjetje.',
  },
  et: {
    title: 'Tere tulemast Installer Clubi!',
    // After a number Estonian uses the same (partitive singular) form, 1 included.
    points: { other: 'Teie ettevõte sai # tervituspunkti.' },
    next: 'Registreerige oma esimene projekt, skannige paigaldatavaid tooteid ja koguge oma ettevõttele veelgi rohkem punkte.',
    noPoints: 'Teie ettevõte on nüüd klubi liige. Registreerige oma esimene projekt, skannige paigaldatavaid tooteid ja koguge oma ettevõttele punkte.',
  },
  lv: {
    title: 'Laipni lūdzam Installer Club!',
    points: {
      one: 'Jūsu uzņēmums ir saņēmis # sveiciena punktu.',
      other: 'Jūsu uzņēmums ir saņēmis # sveiciena punktus.',
    },
    next: 'Reģistrējiet savu pirmo projektu, skenējiet produktus, ko uzstādāt, un krājiet vēl vairāk punktu savam uzņēmumam.',
    noPoints: 'Jūsu uzņēmums tagad ir kluba biedrs. Reģistrējiet savu pirmo projektu, skenējiet produktus, ko uzstādāt, un krājiet punktus savam uzņēmumam.',
  },
  lt: {
    title: 'Sveiki atvykę į Installer Club!',
    points: {
      one: 'Jūsų įmonė gavo # sveikinimo tašką.',
      few: 'Jūsų įmonė gavo # sveikinimo taškus.',
      many: 'Jūsų įmonė gavo # sveikinimo taško.',
      other: 'Jūsų įmonė gavo # sveikinimo taškų.',
    },
    next: 'Užregistruokite savo pirmąjį projektą, skenuokite montuojamus produktus ir kaupkite dar daugiau taškų savo įmonei.',
    noPoints: 'Jūsų įmonė dabar yra klubo narė. Užregistruokite savo pirmąjį projektą, skenuokite montuojamus produktus ir kaupkite taškus savo įmonei.',
  },
  uk: {
    title: 'Ласкаво просимо до Installer Club!',
    points: {
      one: 'Ваша компанія отримала # вітальний бал.',
      few: 'Ваша компанія отримала # вітальні бали.',
      many: 'Ваша компанія отримала # вітальних балів.',
      other: 'Ваша компанія отримала # вітального бала.',
    },
    next: 'Зареєструйте свій перший проєкт, скануйте продукти, які ви монтуєте, і збирайте ще більше балів для своєї компанії.',
    noPoints: 'Ваша компанія приєдналася до клубу. Зареєструйте свій перший проєкт, скануйте продукти, які ви монтуєте, і збирайте бали для своєї компанії.',
  },
};

/** The user's UI language; English for a language without texts (tr). */
export function uiLanguage(languageId: number): UiLanguageCode {
  const code = languageById(languageId)?.code ?? DEFAULT_LANGUAGE;
  return isUiLanguage(code) ? code : DEFAULT_LANGUAGE;
}

/** Plural rules per language, created once: building one costs far more than asking it. */
const pluralRules = new Map<UiLanguageCode, Intl.PluralRules>();

export function plural(language: UiLanguageCode, count: number, forms: PluralForms): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  const form = forms[rules.select(count)] ?? forms.other;
  return form.replace('#', String(count));
}

/** Title and text of the "welcome" notification of a new owner whose company received `points`. */
export function welcomeNotificationText(languageId: number, points: number): { title: string; text: string } {
  const language = uiLanguage(languageId);
  const texts = WELCOME[language];
  return {
    title: texts.title,
    text: points > 0 ? `${plural(language, points, texts.points)} ${texts.next}` : texts.noPoints,
  };
}
