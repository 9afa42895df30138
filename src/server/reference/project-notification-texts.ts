/**
 * Texts of the notifications a project raises for its creator, in the 15 UI languages (stored in
 * the creator's language when raised, like the welcome notification): the project went to
 * review, it closed and credited points, it was lost at its deadline, scans were rejected in review. `{address}` stands for
 * the project's address, `#` for the number.
 */
import type { UiLanguageCode } from '../../contract/languages';
import { plural, uiLanguage, type PluralForms } from './notification-texts';

interface ProjectTexts {
  closedTitle: string;
  /** Closed with points credited. */
  closed: PluralForms;
  /** Closed without points: no scan was accepted. */
  closedWithoutPoints: string;
  inReviewTitle: string;
  inReview: string;
  lostTitle: string;
  /** The deadline passed without a survey. */
  lost: string;
  rejectedTitle: string;
  rejected: PluralForms;
}

const TEXTS: Record<UiLanguageCode, ProjectTexts> = {
  en: {
    closedTitle: 'Project closed',
    closed: {
      one: 'The project at {address} is closed. Your company has received # point.',
      other: 'The project at {address} is closed. Your company has received # points.',
    },
    closedWithoutPoints: 'The project at {address} is closed. None of its scanned products was accepted, so it earned no points.',
    inReviewTitle: 'Project in review',
    inReview: 'Thank you for the survey of the project at {address}. Some of its scans need to be checked first; the points will be credited after the review.',
    lostTitle: 'Project lost',
    lost: 'The project at {address} is lost: its survey was not answered before the deadline, so its scans earn no points.',
    rejectedTitle: 'Scans rejected',
    rejected: {
      one: '# scanned product in the project at {address} did not pass the review and earns no points.',
      other: '# scanned products in the project at {address} did not pass the review and earn no points.',
    },
  },
  pl: {
    closedTitle: 'Projekt zamknięty',
    closed: {
      one: 'Projekt pod adresem {address} został zamknięty. Twoja firma otrzymała # punkt.',
      few: 'Projekt pod adresem {address} został zamknięty. Twoja firma otrzymała # punkty.',
      many: 'Projekt pod adresem {address} został zamknięty. Twoja firma otrzymała # punktów.',
      other: 'Projekt pod adresem {address} został zamknięty. Twoja firma otrzymała # punktu.',
    },
    closedWithoutPoints: 'Projekt pod adresem {address} został zamknięty. Żaden zeskanowany produkt nie został zaakceptowany, więc projekt nie przyniósł punktów.',
    inReviewTitle: 'Projekt w weryfikacji',
    inReview: 'Dziękujemy za wypełnienie ankiety projektu pod adresem {address}. Część skanów musimy najpierw sprawdzić – punkty przyznamy po weryfikacji.',
    lostTitle: 'Projekt utracony',
    lost: 'Projekt pod adresem {address} został utracony: ankieta nie została wypełniona przed terminem, więc jego skany nie przyniosą punktów.',
    rejectedTitle: 'Odrzucone skany',
    rejected: {
      one: '# zeskanowany produkt w projekcie pod adresem {address} nie przeszedł weryfikacji i nie otrzyma punktów.',
      few: '# zeskanowane produkty w projekcie pod adresem {address} nie przeszły weryfikacji i nie otrzymają punktów.',
      many: '# zeskanowanych produktów w projekcie pod adresem {address} nie przeszło weryfikacji i nie otrzyma punktów.',
      other: '# zeskanowanego produktu w projekcie pod adresem {address} nie przeszło weryfikacji.',
    },
  },
  cs: {
    closedTitle: 'Projekt uzavřen',
    closed: {
      one: 'Projekt na adrese {address} byl uzavřen. Vaše firma získala # bod.',
      few: 'Projekt na adrese {address} byl uzavřen. Vaše firma získala # body.',
      many: 'Projekt na adrese {address} byl uzavřen. Vaše firma získala # bodu.',
      other: 'Projekt na adrese {address} byl uzavřen. Vaše firma získala # bodů.',
    },
    closedWithoutPoints: 'Projekt na adrese {address} byl uzavřen. Žádný naskenovaný produkt nebyl uznán, proto projekt nepřinesl žádné body.',
    inReviewTitle: 'Projekt čeká na kontrolu',
    inReview: 'Děkujeme za vyplnění dotazníku k projektu na adrese {address}. Některé skeny musíme nejprve zkontrolovat; body připíšeme po kontrole.',
    lostTitle: 'Projekt propadl',
    lost: 'Projekt na adrese {address} propadl: dotazník nebyl vyplněn do termínu, proto jeho skeny nezískají žádné body.',
    rejectedTitle: 'Zamítnuté skeny',
    rejected: {
      one: '# naskenovaný produkt v projektu na adrese {address} neprošel kontrolou a nezíská žádné body.',
      few: '# naskenované produkty v projektu na adrese {address} neprošly kontrolou a nezískají žádné body.',
      many: '# naskenovaného produktu v projektu na adrese {address} neprošlo kontrolou.',
      other: '# naskenovaných produktů v projektu na adrese {address} neprošlo kontrolou a nezíská žádné body.',
    },
  },
  sk: {
    closedTitle: 'Projekt uzavretý',
    closed: {
      one: 'Projekt na adrese {address} bol uzavretý. Vaša firma získala # bod.',
      few: 'Projekt na adrese {address} bol uzavretý. Vaša firma získala # body.',
      many: 'Projekt na adrese {address} bol uzavretý. Vaša firma získala # bodu.',
      other: 'Projekt na adrese {address} bol uzavretý. Vaša firma získala # bodov.',
    },
    closedWithoutPoints: 'Projekt na adrese {address} bol uzavretý. Žiadny naskenovaný produkt nebol uznaný, preto projekt nepriniesol žiadne body.',
    inReviewTitle: 'Projekt čaká na kontrolu',
    inReview: 'Ďakujeme za vyplnenie dotazníka k projektu na adrese {address}. Niektoré skeny musíme najprv skontrolovať; body pripíšeme po kontrole.',
    lostTitle: 'Projekt prepadol',
    lost: 'Projekt na adrese {address} prepadol: dotazník nebol vyplnený do termínu, preto jeho skeny nezískajú žiadne body.',
    rejectedTitle: 'Zamietnuté skeny',
    rejected: {
      one: '# naskenovaný produkt v projekte na adrese {address} neprešiel kontrolou a nezíska žiadne body.',
      few: '# naskenované produkty v projekte na adrese {address} neprešli kontrolou a nezískajú žiadne body.',
      many: '# naskenovaného produktu v projekte na adrese {address} neprešlo kontrolou.',
      other: '# naskenovaných produktov v projekte na adrese {address} neprešlo kontrolou a nezíska žiadne body.',
    },
  },
  hu: {
    closedTitle: 'Projekt lezárva',
    // Hungarian keeps the noun singular after a number.
    closed: { other: 'A projekt ({address}) lezárult. Cége # pontot kapott.' },
    closedWithoutPoints: 'A projekt ({address}) lezárult. Egyetlen beszkennelt terméket sem fogadtunk el, ezért a projekt nem hozott pontot.',
    inReviewTitle: 'A projekt ellenőrzés alatt',
    inReview: 'Köszönjük, hogy kitöltötte a projekt ({address}) kérdőívét. Néhány szkennelést először ellenőriznünk kell; a pontokat az ellenőrzés után írjuk jóvá.',
    lostTitle: 'Elveszett projekt',
    lost: 'A(z) {address} címen lévő projekt elveszett: a kérdőívet nem töltötték ki a határidőig, ezért a beolvasásai nem érnek pontot.',
    rejectedTitle: 'Elutasított szkennelések',
    rejected: { other: 'A projekt ({address}) # beszkennelt terméke nem ment át az ellenőrzésen, ezért nem jár érte pont.' },
  },
  ro: {
    closedTitle: 'Proiect închis',
    closed: {
      one: 'Proiectul de la adresa {address} a fost închis. Firma dumneavoastră a primit # punct.',
      few: 'Proiectul de la adresa {address} a fost închis. Firma dumneavoastră a primit # puncte.',
      other: 'Proiectul de la adresa {address} a fost închis. Firma dumneavoastră a primit # de puncte.',
    },
    closedWithoutPoints: 'Proiectul de la adresa {address} a fost închis. Niciun produs scanat nu a fost acceptat, așa că proiectul nu a adus puncte.',
    inReviewTitle: 'Proiect în verificare',
    inReview: 'Vă mulțumim că ați completat chestionarul proiectului de la adresa {address}. Unele scanări trebuie verificate mai întâi; punctele vor fi acordate după verificare.',
    lostTitle: 'Proiect pierdut',
    lost: 'Proiectul de la adresa {address} a fost pierdut: chestionarul nu a fost completat până la termen, așa că scanările lui nu aduc puncte.',
    rejectedTitle: 'Scanări respinse',
    rejected: {
      one: '# produs scanat din proiectul de la adresa {address} nu a trecut verificarea și nu primește puncte.',
      few: '# produse scanate din proiectul de la adresa {address} nu au trecut verificarea și nu primesc puncte.',
      other: '# de produse scanate din proiectul de la adresa {address} nu au trecut verificarea și nu primesc puncte.',
    },
  },
  bg: {
    closedTitle: 'Проектът е приключен',
    closed: {
      one: 'Проектът на адрес {address} е приключен. Вашата фирма получи # точка.',
      other: 'Проектът на адрес {address} е приключен. Вашата фирма получи # точки.',
    },
    closedWithoutPoints: 'Проектът на адрес {address} е приключен. Нито един сканиран продукт не беше одобрен, затова проектът не донесе точки.',
    inReviewTitle: 'Проектът се проверява',
    inReview: 'Благодарим ви, че попълнихте анкетата за проекта на адрес {address}. Някои сканирания трябва първо да бъдат проверени; точките ще бъдат начислени след проверката.',
    lostTitle: 'Изгубен проект',
    lost: 'Проектът на адрес {address} е изгубен: анкетата не беше попълнена до крайния срок, затова сканиранията му не носят точки.',
    rejectedTitle: 'Отхвърлени сканирания',
    rejected: {
      one: '# сканиран продукт от проекта на адрес {address} не премина проверката и не носи точки.',
      other: '# сканирани продукта от проекта на адрес {address} не преминаха проверката и не носят точки.',
    },
  },
  hr: {
    closedTitle: 'Projekt zatvoren',
    closed: {
      one: 'Projekt na adresi {address} je zatvoren. Vaša tvrtka dobila je # bod.',
      few: 'Projekt na adresi {address} je zatvoren. Vaša tvrtka dobila je # boda.',
      other: 'Projekt na adresi {address} je zatvoren. Vaša tvrtka dobila je # bodova.',
    },
    closedWithoutPoints: 'Projekt na adresi {address} je zatvoren. Nijedan skenirani proizvod nije prihvaćen pa projekt nije donio bodove.',
    inReviewTitle: 'Projekt je u provjeri',
    inReview: 'Hvala vam što ste ispunili anketu za projekt na adresi {address}. Neka skeniranja moramo najprije provjeriti; bodove ćemo dodijeliti nakon provjere.',
    lostTitle: 'Projekt izgubljen',
    lost: 'Projekt na adresi {address} je izgubljen: anketa nije ispunjena do roka pa njegova skeniranja ne donose bodove.',
    rejectedTitle: 'Odbijena skeniranja',
    rejected: {
      one: '# skenirani proizvod u projektu na adresi {address} nije prošao provjeru i ne donosi bodove.',
      few: '# skenirana proizvoda u projektu na adresi {address} nisu prošla provjeru i ne donose bodove.',
      other: '# skeniranih proizvoda u projektu na adresi {address} nije prošlo provjeru i ne donosi bodove.',
    },
  },
  bs: {
    closedTitle: 'Projekat zatvoren',
    closed: {
      one: 'Projekat na adresi {address} je zatvoren. Vaša firma je dobila # bod.',
      few: 'Projekat na adresi {address} je zatvoren. Vaša firma je dobila # boda.',
      other: 'Projekat na adresi {address} je zatvoren. Vaša firma je dobila # bodova.',
    },
    closedWithoutPoints: 'Projekat na adresi {address} je zatvoren. Nijedan skenirani proizvod nije prihvaćen, pa projekat nije donio bodove.',
    inReviewTitle: 'Projekat je na provjeri',
    inReview: 'Hvala vam što ste popunili anketu za projekat na adresi {address}. Neka skeniranja moramo prvo provjeriti; bodove ćemo dodijeliti nakon provjere.',
    lostTitle: 'Projekat izgubljen',
    lost: 'Projekat na adresi {address} je izgubljen: anketa nije popunjena do roka pa njegova skeniranja ne donose bodove.',
    rejectedTitle: 'Odbijena skeniranja',
    rejected: {
      one: '# skenirani proizvod u projektu na adresi {address} nije prošao provjeru i ne donosi bodove.',
      few: '# skenirana proizvoda u projektu na adresi {address} nisu prošla provjeru i ne donose bodove.',
      other: '# skeniranih proizvoda u projektu na adresi {address} nije prošlo provjeru i ne donosi bodove.',
    },
  },
  sr: {
    closedTitle: 'Projekat zatvoren',
    closed: {
      one: 'Projekat na adresi {address} je zatvoren. Vaša firma je dobila # poen.',
      few: 'Projekat na adresi {address} je zatvoren. Vaša firma je dobila # poena.',
      other: 'Projekat na adresi {address} je zatvoren. Vaša firma je dobila # poena.',
    },
    closedWithoutPoints: 'Projekat na adresi {address} je zatvoren. Nijedan skenirani proizvod nije prihvaćen, pa projekat nije doneo poene.',
    inReviewTitle: 'Projekat je na proveri',
    inReview: 'Hvala vam što ste popunili anketu za projekat na adresi {address}. Neka skeniranja moramo prvo da proverimo; poene ćemo dodeliti nakon provere.',
    lostTitle: 'Projekat izgubljen',
    lost: 'Projekat na adresi {address} je izgubljen: anketa nije popunjena do roka pa njegova skeniranja ne donose bodove.',
    rejectedTitle: 'Odbijena skeniranja',
    rejected: {
      one: '# skenirani proizvod u projektu na adresi {address} nije prošao proveru i ne donosi poene.',
      few: '# skenirana proizvoda u projektu na adresi {address} nisu prošla proveru i ne donose poene.',
      other: '# skeniranih proizvoda u projektu na adresi {address} nije prošlo proveru i ne donosi poene.',
    },
  },
  sl: {
    closedTitle: 'Projekt zaključen',
    closed: {
      one: 'Projekt na naslovu {address} je zaključen. Vaše podjetje je prejelo # točko.',
      two: 'Projekt na naslovu {address} je zaključen. Vaše podjetje je prejelo # točki.',
      few: 'Projekt na naslovu {address} je zaključen. Vaše podjetje je prejelo # točke.',
      other: 'Projekt na naslovu {address} je zaključen. Vaše podjetje je prejelo # točk.',
    },
    closedWithoutPoints: 'Projekt na naslovu {address} je zaključen. Noben skeniran izdelek ni bil potrjen, zato projekt ni prinesel točk.',
    inReviewTitle: 'Projekt je v preverjanju',
    inReview: 'Hvala, ker ste izpolnili vprašalnik za projekt na naslovu {address}. Nekatera skeniranja moramo najprej preveriti; točke bomo dodelili po preverjanju.',
    lostTitle: 'Projekt izgubljen',
    lost: 'Projekt na naslovu {address} je izgubljen: anketa ni bila izpolnjena do roka, zato njegovi skeni ne prinesejo točk.',
    rejectedTitle: 'Zavrnjena skeniranja',
    rejected: {
      one: '# skeniran izdelek v projektu na naslovu {address} ni prestal preverjanja in ne prinaša točk.',
      two: '# skenirana izdelka v projektu na naslovu {address} nista prestala preverjanja in ne prinašata točk.',
      few: '# skenirani izdelki v projektu na naslovu {address} niso prestali preverjanja in ne prinašajo točk.',
      other: '# skeniranih izdelkov v projektu na naslovu {address} ni prestalo preverjanja in ne prinaša točk.',
    },
  },
  et: {
    closedTitle: 'Projekt on suletud',
    // "sai # punkti": the object takes the same form after every number, 1 included.
    closed: { other: 'Projekt aadressil {address} on suletud. Teie ettevõte sai # punkti.' },
    closedWithoutPoints: 'Projekt aadressil {address} on suletud. Ühtegi skannitud toodet ei kinnitatud, seega projekt punkte ei toonud.',
    inReviewTitle: 'Projekt on kontrollimisel',
    inReview: 'Täname, et täitsite küsimustiku projekti kohta aadressil {address}. Mõned skannimised tuleb esmalt üle kontrollida; punktid lisame pärast kontrolli.',
    lostTitle: 'Projekt kadunud',
    lost: 'Projekt aadressil {address} on kadunud: küsitlusele ei vastatud tähtajaks, seega selle skannimised punkte ei too.',
    rejectedTitle: 'Tagasi lükatud skannimised',
    rejected: {
      one: '# skannitud toode projektis aadressil {address} ei läbinud kontrolli ja selle eest punkte ei anta.',
      other: '# skannitud toodet projektis aadressil {address} ei läbinud kontrolli ja nende eest punkte ei anta.',
    },
  },
  lv: {
    closedTitle: 'Projekts slēgts',
    closed: {
      one: 'Projekts adresē {address} ir slēgts. Jūsu uzņēmums ir saņēmis # punktu.',
      other: 'Projekts adresē {address} ir slēgts. Jūsu uzņēmums ir saņēmis # punktus.',
    },
    closedWithoutPoints: 'Projekts adresē {address} ir slēgts. Neviens noskenētais produkts netika apstiprināts, tāpēc projekts punktus nedeva.',
    inReviewTitle: 'Projekts tiek pārbaudīts',
    inReview: 'Paldies, ka aizpildījāt anketu par projektu adresē {address}. Dažas skenēšanas vispirms jāpārbauda; punktus piešķirsim pēc pārbaudes.',
    lostTitle: 'Projekts zaudēts',
    lost: 'Projekts adresē {address} ir zaudēts: aptauja netika aizpildīta līdz termiņam, tāpēc tā skenējumi punktus nenes.',
    rejectedTitle: 'Noraidītas skenēšanas',
    rejected: {
      one: '# noskenētais produkts projektā adresē {address} neizturēja pārbaudi, un par to punkti netiek piešķirti.',
      other: '# noskenētie produkti projektā adresē {address} neizturēja pārbaudi, un par tiem punkti netiek piešķirti.',
    },
  },
  lt: {
    closedTitle: 'Projektas uždarytas',
    closed: {
      one: 'Projektas adresu {address} uždarytas. Jūsų įmonė gavo # tašką.',
      few: 'Projektas adresu {address} uždarytas. Jūsų įmonė gavo # taškus.',
      many: 'Projektas adresu {address} uždarytas. Jūsų įmonė gavo # taško.',
      other: 'Projektas adresu {address} uždarytas. Jūsų įmonė gavo # taškų.',
    },
    closedWithoutPoints: 'Projektas adresu {address} uždarytas. Nė vienas nuskenuotas produktas nebuvo patvirtintas, todėl projektas taškų neatnešė.',
    inReviewTitle: 'Projektas tikrinamas',
    inReview: 'Dėkojame, kad užpildėte projekto adresu {address} apklausą. Kai kuriuos skenavimus pirmiausia turime patikrinti; taškus priskirsime po patikros.',
    lostTitle: 'Projektas prarastas',
    lost: 'Projektas adresu {address} prarastas: apklausa nebuvo užpildyta iki termino, todėl jo nuskaitymai taškų neatneša.',
    rejectedTitle: 'Atmesti skenavimai',
    rejected: {
      one: '# nuskenuotas produktas projekte adresu {address} nepraėjo patikros, todėl už jį taškai neskiriami.',
      few: '# nuskenuoti produktai projekte adresu {address} nepraėjo patikros, todėl už juos taškai neskiriami.',
      many: '# nuskenuoto produkto projekte adresu {address} nepraėjo patikros.',
      other: '# nuskenuotų produktų projekte adresu {address} nepraėjo patikros, todėl už juos taškai neskiriami.',
    },
  },
  uk: {
    closedTitle: 'Проєкт закрито',
    closed: {
      one: 'Проєкт за адресою {address} закрито. Ваша компанія отримала # бал.',
      few: 'Проєкт за адресою {address} закрито. Ваша компанія отримала # бали.',
      many: 'Проєкт за адресою {address} закрито. Ваша компанія отримала # балів.',
      other: 'Проєкт за адресою {address} закрито. Ваша компанія отримала # бала.',
    },
    closedWithoutPoints: 'Проєкт за адресою {address} закрито. Жоден відсканований продукт не було підтверджено, тому проєкт не приніс балів.',
    inReviewTitle: 'Проєкт на перевірці',
    inReview: 'Дякуємо, що заповнили анкету проєкту за адресою {address}. Деякі сканування ми маємо спершу перевірити; бали нарахуємо після перевірки.',
    lostTitle: 'Проєкт втрачено',
    lost: 'Проєкт за адресою {address} втрачено: опитування не було заповнено до кінцевого терміну, тому його сканування не приносять балів.',
    rejectedTitle: 'Відхилені сканування',
    rejected: {
      one: '# відсканований продукт у проєкті за адресою {address} не пройшов перевірку, тому бали за нього не нараховуються.',
      few: '# відскановані продукти у проєкті за адресою {address} не пройшли перевірку, тому бали за них не нараховуються.',
      many: '# відсканованих продуктів у проєкті за адресою {address} не пройшли перевірку, тому бали за них не нараховуються.',
      other: '# відсканованого продукту у проєкті за адресою {address} не пройшли перевірку.',
    },
  },
};

export interface NotificationText {
  title: string;
  text: string;
}

const withAddress = (text: string, address: string) => text.replace('{address}', address);

/** The project closed and credited `points` to the company (none when no scan was accepted). */
export function projectClosedText(languageId: number, address: string, points: number): NotificationText {
  const language = uiLanguage(languageId);
  const texts = TEXTS[language];
  const text = points > 0 ? plural(language, points, texts.closed) : texts.closedWithoutPoints;
  return { title: texts.closedTitle, text: withAddress(text, address) };
}

/** The survey was posted but some scans wait for review. */
export function projectInReviewText(languageId: number, address: string): NotificationText {
  const texts = TEXTS[uiLanguage(languageId)];
  return { title: texts.inReviewTitle, text: withAddress(texts.inReview, address) };
}

/** The deadline passed without a survey: the project is lost. */
export function projectLostText(languageId: number, address: string): NotificationText {
  const texts = TEXTS[uiLanguage(languageId)];
  return { title: texts.lostTitle, text: withAddress(texts.lost, address) };
}

/** `count` scans of the project were rejected in review. */
export function scansRejectedText(languageId: number, address: string, count: number): NotificationText {
  const language = uiLanguage(languageId);
  const texts = TEXTS[language];
  return { title: texts.rejectedTitle, text: withAddress(plural(language, count, texts.rejected), address) };
}
