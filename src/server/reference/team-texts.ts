/**
 * Texts the team, e-mail verification and support features send, in the 15 UI languages, written
 * in the recipient's language when sent: the team invitation (SMS, and e-mail when the owner gave
 * an address), the e-mail verification code, and the notification of a support reply.
 * `{company}`, `{url}`, `{code}`, `{minutes}` and `{title}` are filled in.
 */
import type { UiLanguageCode } from '../../contract/languages';
import { uiLanguage } from './notification-texts';

interface Texts {
  inviteSubject: string;
  invite: string;
  verifySubject: string;
  verify: string;
  replyTitle: string;
  reply: string;
}

const TEXTS: Record<UiLanguageCode, Texts> = {
  en: {
    inviteSubject: 'You are invited to Installer Club',
    invite: '{company} added you to its team in Installer Club. Sign in at {url} with this phone number: we will send you a code.',
    verifySubject: 'Confirm your e-mail address',
    verify: 'Your Installer Club e-mail confirmation code is {code}. It is valid for {minutes} minutes.',
    replyTitle: 'Support replied',
    reply: 'Support replied in your conversation "{title}".',
  },
  pl: {
    inviteSubject: 'Zaproszenie do Installer Club',
    invite: '{company} dodała Cię do swojego zespołu w Installer Club. Zaloguj się na {url} tym numerem telefonu: wyślemy Ci kod.',
    verifySubject: 'Potwierdź swój adres e-mail',
    verify: 'Twój kod potwierdzenia adresu e-mail w Installer Club: {code}. Kod jest ważny przez {minutes} minut.',
    replyTitle: 'Odpowiedź działu wsparcia',
    reply: 'Dział wsparcia odpowiedział w Twojej rozmowie „{title}”.',
  },
  cs: {
    inviteSubject: 'Pozvánka do Installer Club',
    invite: '{company} vás přidala do svého týmu v Installer Club. Přihlaste se na {url} tímto telefonním číslem: pošleme vám kód.',
    verifySubject: 'Potvrďte svou e-mailovou adresu',
    verify: 'Váš kód pro potvrzení e-mailu v Installer Club je {code}. Platí {minutes} minut.',
    replyTitle: 'Podpora odpověděla',
    reply: 'Podpora odpověděla ve vaší konverzaci „{title}“.',
  },
  sk: {
    inviteSubject: 'Pozvánka do Installer Club',
    invite: '{company} vás pridala do svojho tímu v Installer Club. Prihláste sa na {url} týmto telefónnym číslom: pošleme vám kód.',
    verifySubject: 'Potvrďte svoju e-mailovú adresu',
    verify: 'Váš kód na potvrdenie e-mailu v Installer Club je {code}. Platí {minutes} minút.',
    replyTitle: 'Podpora odpovedala',
    reply: 'Podpora odpovedala vo vašej konverzácii „{title}“.',
  },
  hu: {
    inviteSubject: 'Meghívó az Installer Clubba',
    invite: 'A(z) {company} felvette Önt a csapatába az Installer Clubban. Jelentkezzen be itt: {url} ezzel a telefonszámmal, és küldünk egy kódot.',
    verifySubject: 'Erősítse meg e-mail-címét',
    verify: 'Az Installer Club e-mail-megerősítő kódja: {code}. A kód {minutes} percig érvényes.',
    replyTitle: 'Az ügyfélszolgálat válaszolt',
    reply: 'Az ügyfélszolgálat válaszolt a(z) „{title}” beszélgetésben.',
  },
  ro: {
    inviteSubject: 'Invitație în Installer Club',
    invite: '{company} te-a adăugat în echipa sa din Installer Club. Autentifică-te pe {url} cu acest număr de telefon: îți vom trimite un cod.',
    verifySubject: 'Confirmă adresa de e-mail',
    verify: 'Codul tău de confirmare a e-mailului în Installer Club este {code}. Este valabil {minutes} minute.',
    replyTitle: 'Asistența a răspuns',
    reply: 'Echipa de asistență a răspuns în conversația „{title}”.',
  },
  bg: {
    inviteSubject: 'Покана за Installer Club',
    invite: '{company} ви добави към своя екип в Installer Club. Влезте на {url} с този телефонен номер: ще ви изпратим код.',
    verifySubject: 'Потвърдете имейл адреса си',
    verify: 'Вашият код за потвърждение на имейла в Installer Club е {code}. Валиден е {minutes} минути.',
    replyTitle: 'Поддръжката отговори',
    reply: 'Поддръжката отговори във вашия разговор „{title}“.',
  },
  hr: {
    inviteSubject: 'Pozivnica u Installer Club',
    invite: '{company} vas je dodala u svoj tim u Installer Clubu. Prijavite se na {url} ovim brojem telefona: poslat ćemo vam kod.',
    verifySubject: 'Potvrdite svoju adresu e-pošte',
    verify: 'Vaš kod za potvrdu e-pošte u Installer Clubu je {code}. Vrijedi {minutes} minuta.',
    replyTitle: 'Podrška je odgovorila',
    reply: 'Podrška je odgovorila u vašem razgovoru „{title}”.',
  },
  bs: {
    inviteSubject: 'Pozivnica u Installer Club',
    invite: '{company} vas je dodala u svoj tim u Installer Clubu. Prijavite se na {url} ovim brojem telefona: poslat ćemo vam kod.',
    verifySubject: 'Potvrdite svoju e-mail adresu',
    verify: 'Vaš kod za potvrdu e-maila u Installer Clubu je {code}. Važi {minutes} minuta.',
    replyTitle: 'Podrška je odgovorila',
    reply: 'Podrška je odgovorila u vašem razgovoru „{title}“.',
  },
  sr: {
    inviteSubject: 'Pozivnica za Installer Club',
    invite: '{company} vas je dodala u svoj tim u Installer Clubu. Prijavite se na {url} ovim brojem telefona: poslaćemo vam kod.',
    verifySubject: 'Potvrdite svoju imejl adresu',
    verify: 'Vaš kod za potvrdu imejla u Installer Clubu je {code}. Važi {minutes} minuta.',
    replyTitle: 'Podrška je odgovorila',
    reply: 'Podrška je odgovorila u vašem razgovoru „{title}“.',
  },
  sl: {
    inviteSubject: 'Vabilo v Installer Club',
    invite: '{company} vas je dodalo v svojo ekipo v Installer Clubu. Prijavite se na {url} s to telefonsko številko: poslali vam bomo kodo.',
    verifySubject: 'Potrdite svoj e-poštni naslov',
    verify: 'Vaša koda za potrditev e-pošte v Installer Clubu je {code}. Velja {minutes} minut.',
    replyTitle: 'Podpora je odgovorila',
    reply: 'Podpora je odgovorila v vašem pogovoru »{title}«.',
  },
  et: {
    inviteSubject: 'Kutse Installer Clubi',
    invite: '{company} lisas sind oma meeskonda Installer Clubis. Logi sisse aadressil {url} selle telefoninumbriga: saadame sulle koodi.',
    verifySubject: 'Kinnita oma e-posti aadress',
    verify: 'Sinu Installer Clubi e-posti kinnituskood on {code}. See kehtib {minutes} minutit.',
    replyTitle: 'Tugi vastas',
    reply: 'Tugi vastas sinu vestluses „{title}”.',
  },
  lv: {
    inviteSubject: 'Uzaicinājums uz Installer Club',
    invite: '{company} pievienoja jūs savai komandai Installer Club. Piesakieties vietnē {url} ar šo tālruņa numuru: mēs jums nosūtīsim kodu.',
    verifySubject: 'Apstipriniet savu e-pasta adresi',
    verify: 'Jūsu Installer Club e-pasta apstiprināšanas kods ir {code}. Tas ir derīgs {minutes} minūtes.',
    replyTitle: 'Atbalsts atbildēja',
    reply: 'Atbalsta komanda atbildēja jūsu sarunā “{title}”.',
  },
  lt: {
    inviteSubject: 'Kvietimas į Installer Club',
    invite: '{company} įtraukė jus į savo komandą Installer Club. Prisijunkite adresu {url} šiuo telefono numeriu: atsiųsime jums kodą.',
    verifySubject: 'Patvirtinkite savo el. pašto adresą',
    verify: 'Jūsų Installer Club el. pašto patvirtinimo kodas yra {code}. Jis galioja {minutes} min.',
    replyTitle: 'Pagalbos komanda atsakė',
    reply: 'Pagalbos komanda atsakė jūsų pokalbyje „{title}“.',
  },
  uk: {
    inviteSubject: 'Запрошення до Installer Club',
    invite: '{company} додала вас до своєї команди в Installer Club. Увійдіть на {url} з цим номером телефону: ми надішлемо вам код.',
    verifySubject: 'Підтвердьте свою електронну адресу',
    verify: 'Ваш код підтвердження електронної пошти в Installer Club: {code}. Він дійсний {minutes} хвилин.',
    replyTitle: 'Підтримка відповіла',
    reply: 'Служба підтримки відповіла у вашій розмові «{title}».',
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const textsOf = (languageId: number) => TEXTS[uiLanguage(languageId)];

export function invitationText(languageId: number, company: string, url: string): { subject: string; text: string } {
  const texts = textsOf(languageId);
  return { subject: texts.inviteSubject, text: fill(texts.invite, { company, url }) };
}

export function emailVerificationText(languageId: number, code: string, minutes: number): { subject: string; text: string } {
  const texts = textsOf(languageId);
  return { subject: texts.verifySubject, text: fill(texts.verify, { code, minutes: String(minutes) }) };
}

export function supportReplyText(languageId: number, title: string): { title: string; text: string } {
  const texts = textsOf(languageId);
  return { title: texts.replyTitle, text: fill(texts.reply, { title }) };
}
