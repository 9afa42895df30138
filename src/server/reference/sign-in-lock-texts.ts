/**
 * The e-mail that tells a person their sign-in was locked after too many wrong codes
 * (docs/server.md "Sign-in"), in the 15 UI languages; English for a language without texts (tr).
 * Each text says why, how sign-in opens again, and that nobody got in without a code.
 */
import type { UiLanguageCode } from '../../contract/languages';
import { plural, uiLanguage, type PluralForms } from './notification-texts';

/** What the e-mail announces: a lock for a while, one channel locked, or every channel locked. */
export type LockNotice =
  | { kind: 'temporary'; seconds: number }
  | { kind: 'channel'; channel: 'email' | 'sms' }
  | { kind: 'account' };

interface LockTexts {
  subject: string;
  /** First sentence: what happened. */
  reason: string;
  /** A temporary lock; `duration` is one of the two phrases below. */
  temporary: (duration: string) => string;
  /** "# minutes" / "# hours" as the duration of the lock ("locked for # minutes"). */
  minutes: PluralForms;
  hours: PluralForms;
  /** E-mail locked; the phone number still signs in. */
  emailLocked: string;
  /** Phone locked; the e-mail address still signs in. */
  smsLocked: string;
  /** Nothing signs in until support unlocks. */
  accountLocked: string;
  /** For the person who did not type those codes. */
  notYou: string;
}

const TEXTS: Record<UiLanguageCode, LockTexts> = {
  en: {
    subject: 'Sign-in to your Installer Club account was locked',
    reason: 'Too many wrong sign-in codes were typed for your Installer Club account.',
    temporary: (d) => `Sign-in is locked for ${d}. After that you can ask for a new code.`,
    minutes: { one: '# minute', other: '# minutes' },
    hours: { one: '# hour', other: '# hours' },
    emailLocked: 'Sign-in with your e-mail address stays locked until you sign in once with your phone number, or until support unlocks it.',
    smsLocked: 'Sign-in with your phone number stays locked until you sign in once with your e-mail address, or until support unlocks it.',
    accountLocked: 'Sign-in stays locked until support unlocks it. Please contact support.',
    notYou: 'If it was not you, nobody has signed in: the codes reach only you. Never pass a code on to anyone.',
  },
  pl: {
    subject: 'Logowanie do Twojego konta Installer Club zostało zablokowane',
    reason: 'Do Twojego konta Installer Club wpisano zbyt wiele błędnych kodów logowania.',
    temporary: (d) => `Logowanie jest zablokowane na ${d}. Potem możesz poprosić o nowy kod.`,
    minutes: { one: '# minutę', few: '# minuty', many: '# minut', other: '# minuty' },
    hours: { one: '# godzinę', few: '# godziny', many: '# godzin', other: '# godziny' },
    emailLocked: 'Logowanie adresem e-mail pozostanie zablokowane, dopóki raz nie zalogujesz się numerem telefonu albo nie odblokuje go zespół pomocy.',
    smsLocked: 'Logowanie numerem telefonu pozostanie zablokowane, dopóki raz nie zalogujesz się adresem e-mail albo nie odblokuje go zespół pomocy.',
    accountLocked: 'Logowanie pozostanie zablokowane, dopóki nie odblokuje go zespół pomocy. Skontaktuj się z zespołem pomocy.',
    notYou: 'Jeśli to nie Ty, nikt się nie zalogował: kody docierają tylko do Ciebie. Nigdy nikomu nie przekazuj kodu.',
  },
  cs: {
    subject: 'Přihlášení k vašemu účtu Installer Club bylo zablokováno',
    reason: 'K vašemu účtu Installer Club bylo zadáno příliš mnoho chybných přihlašovacích kódů.',
    temporary: (d) => `Přihlášení je zablokováno na ${d}. Poté si můžete vyžádat nový kód.`,
    minutes: { one: '# minutu', few: '# minuty', many: '# minuty', other: '# minut' },
    hours: { one: '# hodinu', few: '# hodiny', many: '# hodiny', other: '# hodin' },
    emailLocked: 'Přihlášení e-mailem zůstane zablokované, dokud se jednou nepřihlásíte telefonním číslem nebo dokud ho neodblokuje podpora.',
    smsLocked: 'Přihlášení telefonním číslem zůstane zablokované, dokud se jednou nepřihlásíte e-mailem nebo dokud ho neodblokuje podpora.',
    accountLocked: 'Přihlášení zůstane zablokované, dokud ho neodblokuje podpora. Obraťte se prosím na podporu.',
    notYou: 'Pokud jste to nebyli vy, nikdo se nepřihlásil: kódy dostáváte jen vy. Kód nikdy nikomu nepředávejte.',
  },
  sk: {
    subject: 'Prihlásenie do vášho účtu Installer Club bolo zablokované',
    reason: 'Do vášho účtu Installer Club bolo zadaných príliš veľa chybných prihlasovacích kódov.',
    temporary: (d) => `Prihlásenie je zablokované na ${d}. Potom si môžete vyžiadať nový kód.`,
    minutes: { one: '# minútu', few: '# minúty', many: '# minúty', other: '# minút' },
    hours: { one: '# hodinu', few: '# hodiny', many: '# hodiny', other: '# hodín' },
    emailLocked: 'Prihlásenie e-mailom zostane zablokované, kým sa raz neprihlásite telefónnym číslom alebo kým ho neodblokuje podpora.',
    smsLocked: 'Prihlásenie telefónnym číslom zostane zablokované, kým sa raz neprihlásite e-mailom alebo kým ho neodblokuje podpora.',
    accountLocked: 'Prihlásenie zostane zablokované, kým ho neodblokuje podpora. Obráťte sa, prosím, na podporu.',
    notYou: 'Ak ste to neboli vy, nikto sa neprihlásil: kódy dostávate len vy. Kód nikdy nikomu neposielajte.',
  },
  hu: {
    subject: 'Letiltottuk a bejelentkezést az Installer Club-fiókjába',
    reason: 'Installer Club-fiókjához túl sok hibás bejelentkezési kódot adtak meg.',
    temporary: (d) => `A bejelentkezés ${d} le van tiltva. Utána új kódot kérhet.`,
    // Hungarian keeps the noun singular after a number.
    minutes: { other: '# percre' },
    hours: { other: '# órára' },
    emailLocked: 'Az e-mail-címmel való bejelentkezés mindaddig le van tiltva, amíg egyszer be nem jelentkezik a telefonszámával, vagy amíg az ügyfélszolgálat fel nem oldja.',
    smsLocked: 'A telefonszámmal való bejelentkezés mindaddig le van tiltva, amíg egyszer be nem jelentkezik az e-mail-címével, vagy amíg az ügyfélszolgálat fel nem oldja.',
    accountLocked: 'A bejelentkezés mindaddig le van tiltva, amíg az ügyfélszolgálat fel nem oldja. Kérjük, forduljon az ügyfélszolgálathoz.',
    notYou: 'Ha nem Ön volt, senki sem jelentkezett be: a kódokat csak Ön kapja meg. Soha senkinek ne adja tovább a kódot.',
  },
  ro: {
    subject: 'Autentificarea în contul tău Installer Club a fost blocată',
    reason: 'Pentru contul tău Installer Club au fost introduse prea multe coduri de autentificare greșite.',
    temporary: (d) => `Autentificarea este blocată timp de ${d}. După aceea poți cere un cod nou.`,
    minutes: { one: '# minut', few: '# minute', other: '# de minute' },
    hours: { one: '# oră', few: '# ore', other: '# de ore' },
    emailLocked: 'Autentificarea cu adresa de e-mail rămâne blocată până când te autentifici o dată cu numărul de telefon sau până când echipa de asistență o deblochează.',
    smsLocked: 'Autentificarea cu numărul de telefon rămâne blocată până când te autentifici o dată cu adresa de e-mail sau până când echipa de asistență o deblochează.',
    accountLocked: 'Autentificarea rămâne blocată până când echipa de asistență o deblochează. Te rugăm să contactezi asistența.',
    notYou: 'Dacă nu ai fost tu, nimeni nu s-a autentificat: codurile ajung doar la tine. Nu da niciodată codul altcuiva.',
  },
  bg: {
    subject: 'Входът във вашия акаунт в Installer Club беше блокиран',
    reason: 'За вашия акаунт в Installer Club бяха въведени твърде много грешни кодове за вход.',
    temporary: (d) => `Входът е блокиран за ${d}. След това можете да поискате нов код.`,
    minutes: { one: '# минута', other: '# минути' },
    hours: { one: '# час', other: '# часа' },
    emailLocked: 'Входът с имейл адрес остава блокиран, докато не влезете веднъж с телефонния си номер или докато поддръжката не го отблокира.',
    smsLocked: 'Входът с телефонен номер остава блокиран, докато не влезете веднъж с имейл адреса си или докато поддръжката не го отблокира.',
    accountLocked: 'Входът остава блокиран, докато поддръжката не го отблокира. Моля, свържете се с поддръжката.',
    notYou: 'Ако не сте били вие, никой не е влязъл: кодовете достигат само до вас. Никога не предавайте код на никого.',
  },
  hr: {
    subject: 'Prijava u vaš račun Installer Club je blokirana',
    reason: 'Za vaš račun Installer Club upisano je previše pogrešnih kodova za prijavu.',
    temporary: (d) => `Prijava je blokirana na ${d}. Nakon toga možete zatražiti novi kod.`,
    minutes: { one: '# minutu', few: '# minute', other: '# minuta' },
    hours: { one: '# sat', few: '# sata', other: '# sati' },
    emailLocked: 'Prijava adresom e-pošte ostaje blokirana dok se jednom ne prijavite brojem telefona ili dok je podrška ne otključa.',
    smsLocked: 'Prijava brojem telefona ostaje blokirana dok se jednom ne prijavite adresom e-pošte ili dok je podrška ne otključa.',
    accountLocked: 'Prijava ostaje blokirana dok je podrška ne otključa. Obratite se podršci.',
    notYou: 'Ako to niste bili vi, nitko se nije prijavio: kodovi stižu samo vama. Nikada nikome ne dajte kod.',
  },
  bs: {
    subject: 'Prijava na vaš račun Installer Club je blokirana',
    reason: 'Za vaš račun Installer Club uneseno je previše pogrešnih kodova za prijavu.',
    temporary: (d) => `Prijava je blokirana na ${d}. Nakon toga možete zatražiti novi kod.`,
    minutes: { one: '# minutu', few: '# minute', other: '# minuta' },
    hours: { one: '# sat', few: '# sata', other: '# sati' },
    emailLocked: 'Prijava e-mail adresom ostaje blokirana dok se jednom ne prijavite brojem telefona ili dok je podrška ne otključa.',
    smsLocked: 'Prijava brojem telefona ostaje blokirana dok se jednom ne prijavite e-mail adresom ili dok je podrška ne otključa.',
    accountLocked: 'Prijava ostaje blokirana dok je podrška ne otključa. Obratite se podršci.',
    notYou: 'Ako to niste bili vi, niko se nije prijavio: kodovi stižu samo vama. Nikada nikome ne dajte kod.',
  },
  sr: {
    subject: 'Prijava na vaš nalog Installer Club je blokirana',
    reason: 'Za vaš nalog Installer Club uneto je previše pogrešnih kodova za prijavu.',
    temporary: (d) => `Prijava je blokirana na ${d}. Nakon toga možete zatražiti novi kod.`,
    minutes: { one: '# minut', few: '# minuta', other: '# minuta' },
    hours: { one: '# sat', few: '# sata', other: '# sati' },
    emailLocked: 'Prijava adresom e-pošte ostaje blokirana dok se jednom ne prijavite brojem telefona ili dok je podrška ne otključa.',
    smsLocked: 'Prijava brojem telefona ostaje blokirana dok se jednom ne prijavite adresom e-pošte ili dok je podrška ne otključa.',
    accountLocked: 'Prijava ostaje blokirana dok je podrška ne otključa. Obratite se podršci.',
    notYou: 'Ako to niste bili vi, niko se nije prijavio: kodovi stižu samo vama. Nikada nikome ne dajte kod.',
  },
  sl: {
    subject: 'Prijava v vaš račun Installer Club je bila onemogočena',
    reason: 'Za vaš račun Installer Club je bilo vnesenih preveč napačnih kod za prijavo.',
    temporary: (d) => `Prijava je onemogočena za ${d}. Nato lahko zahtevate novo kodo.`,
    minutes: { one: '# minuto', two: '# minuti', few: '# minute', other: '# minut' },
    hours: { one: '# uro', two: '# uri', few: '# ure', other: '# ur' },
    emailLocked: 'Prijava z e-poštnim naslovom ostane onemogočena, dokler se enkrat ne prijavite s telefonsko številko ali dokler je podpora ne odklene.',
    smsLocked: 'Prijava s telefonsko številko ostane onemogočena, dokler se enkrat ne prijavite z e-poštnim naslovom ali dokler je podpora ne odklene.',
    accountLocked: 'Prijava ostane onemogočena, dokler je podpora ne odklene. Obrnite se na podporo.',
    notYou: 'Če to niste bili vi, se ni nihče prijavil: kode prejmete samo vi. Kode nikoli ne posredujte nikomur.',
  },
  et: {
    subject: 'Sinu Installer Clubi kontole sisselogimine on lukustatud',
    reason: 'Sinu Installer Clubi kontole sisestati liiga palju valesid sisselogimiskoode.',
    temporary: (d) => `Sisselogimine on lukustatud ${d}. Seejärel saad küsida uue koodi.`,
    // The translative case ("for how long") is the same after every number.
    minutes: { other: '# minutiks' },
    hours: { other: '# tunniks' },
    emailLocked: 'Sisselogimine e-posti aadressiga jääb lukustatuks, kuni logid korra sisse oma telefoninumbriga või kuni klienditugi selle avab.',
    smsLocked: 'Sisselogimine telefoninumbriga jääb lukustatuks, kuni logid korra sisse oma e-posti aadressiga või kuni klienditugi selle avab.',
    accountLocked: 'Sisselogimine jääb lukustatuks, kuni klienditugi selle avab. Palun võta ühendust klienditoega.',
    notYou: 'Kui see polnud sina, ei ole keegi sisse loginud: koodid jõuavad ainult sinuni. Ära anna koodi kunagi kellelegi edasi.',
  },
  lv: {
    subject: 'Pieteikšanās jūsu Installer Club kontā ir bloķēta',
    reason: 'Jūsu Installer Club kontam ir ievadīts pārāk daudz nepareizu pieteikšanās kodu.',
    temporary: (d) => `Pieteikšanās ir bloķēta uz ${d}. Pēc tam varat pieprasīt jaunu kodu.`,
    minutes: { zero: '# minūtēm', one: '# minūti', other: '# minūtēm' },
    hours: { zero: '# stundām', one: '# stundu', other: '# stundām' },
    emailLocked: 'Pieteikšanās ar e-pasta adresi paliks bloķēta, līdz vienreiz piesakāties ar tālruņa numuru vai līdz atbalsta dienests to atbloķē.',
    smsLocked: 'Pieteikšanās ar tālruņa numuru paliks bloķēta, līdz vienreiz piesakāties ar e-pasta adresi vai līdz atbalsta dienests to atbloķē.',
    accountLocked: 'Pieteikšanās paliks bloķēta, līdz atbalsta dienests to atbloķē. Lūdzu, sazinieties ar atbalsta dienestu.',
    notYou: 'Ja tas nebijāt jūs, neviens nav pieteicies: kodi tiek sūtīti tikai jums. Nekad nevienam nenododiet kodu.',
  },
  lt: {
    subject: 'Prisijungimas prie jūsų Installer Club paskyros užblokuotas',
    reason: 'Jūsų Installer Club paskyrai įvesta per daug neteisingų prisijungimo kodų.',
    temporary: (d) => `Prisijungimas užblokuotas ${d}. Po to galėsite paprašyti naujo kodo.`,
    minutes: { one: '# minutę', few: '# minutes', many: '# minutės', other: '# minučių' },
    hours: { one: '# valandą', few: '# valandas', many: '# valandos', other: '# valandų' },
    emailLocked: 'Prisijungimas el. pašto adresu liks užblokuotas, kol vieną kartą prisijungsite telefono numeriu arba kol pagalbos tarnyba jį atblokuos.',
    smsLocked: 'Prisijungimas telefono numeriu liks užblokuotas, kol vieną kartą prisijungsite el. pašto adresu arba kol pagalbos tarnyba jį atblokuos.',
    accountLocked: 'Prisijungimas liks užblokuotas, kol pagalbos tarnyba jį atblokuos. Susisiekite su pagalbos tarnyba.',
    notYou: 'Jei tai buvote ne jūs, niekas neprisijungė: kodai pasiekia tik jus. Niekada niekam neperduokite kodo.',
  },
  uk: {
    subject: 'Вхід до вашого облікового запису Installer Club заблоковано',
    reason: 'Для вашого облікового запису Installer Club введено забагато неправильних кодів входу.',
    temporary: (d) => `Вхід заблоковано на ${d}. Після цього ви можете запросити новий код.`,
    minutes: { one: '# хвилину', few: '# хвилини', many: '# хвилин', other: '# хвилини' },
    hours: { one: '# годину', few: '# години', many: '# годин', other: '# години' },
    emailLocked: 'Вхід за адресою електронної пошти залишатиметься заблокованим, доки ви один раз не ввійдете за номером телефону або доки служба підтримки його не розблокує.',
    smsLocked: 'Вхід за номером телефону залишатиметься заблокованим, доки ви один раз не ввійдете за адресою електронної пошти або доки служба підтримки його не розблокує.',
    accountLocked: 'Вхід залишатиметься заблокованим, доки служба підтримки його не розблокує. Будь ласка, зверніться до служби підтримки.',
    notYou: 'Якщо це були не ви, ніхто не ввійшов: коди надходять лише вам. Ніколи нікому не передавайте код.',
  },
};

const HOUR_SECONDS = 60 * 60;

/** "15 minutes", "1 hour": whole hours read as hours. */
function duration(language: UiLanguageCode, texts: LockTexts, seconds: number): string {
  return seconds % HOUR_SECONDS === 0
    ? plural(language, seconds / HOUR_SECONDS, texts.hours)
    : plural(language, Math.ceil(seconds / 60), texts.minutes);
}

function lockSentence(language: UiLanguageCode, texts: LockTexts, notice: LockNotice): string {
  switch (notice.kind) {
    case 'temporary':
      return texts.temporary(duration(language, texts, notice.seconds));
    case 'channel':
      return notice.channel === 'email' ? texts.emailLocked : texts.smsLocked;
    case 'account':
      return texts.accountLocked;
  }
}

/** Subject and text of the lock e-mail in the user's language. */
export function signInLockText(languageId: number, notice: LockNotice): { subject: string; text: string } {
  const language = uiLanguage(languageId);
  const texts = TEXTS[language];
  return { subject: texts.subject, text: `${texts.reason} ${lockSentence(language, texts, notice)} ${texts.notYou}` };
}
