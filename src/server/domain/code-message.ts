/** The sign-in code message, in the installer's language (English when we have no text for it). */
import { CODE_TTL_SECONDS } from '../../contract/limits';
import { languageById } from '../../contract/languages';
import type { OutgoingMessage } from '../providers/messages';

interface CodeTexts {
  subject: string;
  body: (code: string, minutes: number) => string;
}

const TEXTS: Record<string, CodeTexts> = {
  en: { subject: 'Your Installer Club sign-in code', body: (c, m) => `Your Installer Club sign-in code is ${c}. It is valid for ${m} minutes. If you did not ask for it, ignore this message.` },
  pl: { subject: 'Twój kod logowania do Installer Club', body: (c, m) => `Twój kod logowania do Installer Club: ${c}. Kod jest ważny przez ${m} minut. Jeśli to nie Ty prosiłeś o kod, zignoruj tę wiadomość.` },
  cs: { subject: 'Váš přihlašovací kód do Installer Club', body: (c, m) => `Váš přihlašovací kód do Installer Club je ${c}. Platí ${m} minut. Pokud jste o něj nežádali, zprávu ignorujte.` },
  sk: { subject: 'Váš prihlasovací kód do Installer Club', body: (c, m) => `Váš prihlasovací kód do Installer Club je ${c}. Platí ${m} minút. Ak ste oň nežiadali, správu ignorujte.` },
  hu: { subject: 'Installer Club bejelentkezési kód', body: (c, m) => `Az Installer Club bejelentkezési kódja: ${c}. A kód ${m} percig érvényes. Ha nem Ön kérte, hagyja figyelmen kívül ezt az üzenetet.` },
  ro: { subject: 'Codul tău de autentificare Installer Club', body: (c, m) => `Codul tău de autentificare Installer Club este ${c}. Este valabil ${m} minute. Dacă nu l-ai solicitat, ignoră acest mesaj.` },
  bg: { subject: 'Вашият код за вход в Installer Club', body: (c, m) => `Вашият код за вход в Installer Club е ${c}. Валиден е ${m} минути. Ако не сте го поискали, игнорирайте това съобщение.` },
  hr: { subject: 'Vaš kod za prijavu u Installer Club', body: (c, m) => `Vaš kod za prijavu u Installer Club je ${c}. Vrijedi ${m} minuta. Ako ga niste zatražili, zanemarite ovu poruku.` },
  bs: { subject: 'Vaš kod za prijavu u Installer Club', body: (c, m) => `Vaš kod za prijavu u Installer Club je ${c}. Važi ${m} minuta. Ako ga niste zatražili, zanemarite ovu poruku.` },
  sr: { subject: 'Vaš kod za prijavu na Installer Club', body: (c, m) => `Vaš kod za prijavu na Installer Club je ${c}. Važi ${m} minuta. Ako ga niste zatražili, zanemarite ovu poruku.` },
  sl: { subject: 'Vaša koda za prijavo v Installer Club', body: (c, m) => `Vaša koda za prijavo v Installer Club je ${c}. Velja ${m} minut. Če je niste zahtevali, sporočilo prezrite.` },
  et: { subject: 'Sinu Installer Clubi sisselogimiskood', body: (c, m) => `Sinu Installer Clubi sisselogimiskood on ${c}. See kehtib ${m} minutit. Kui sa koodi ei küsinud, jäta see sõnum tähelepanuta.` },
  lv: { subject: 'Jūsu Installer Club pieteikšanās kods', body: (c, m) => `Jūsu Installer Club pieteikšanās kods ir ${c}. Tas ir derīgs ${m} minūtes. Ja to nepieprasījāt, ignorējiet šo ziņu.` },
  lt: { subject: 'Jūsų Installer Club prisijungimo kodas', body: (c, m) => `Jūsų Installer Club prisijungimo kodas yra ${c}. Jis galioja ${m} min. Jei jo neprašėte, nekreipkite dėmesio į šią žinutę.` },
  uk: { subject: 'Ваш код входу до Installer Club', body: (c, m) => `Ваш код входу до Installer Club: ${c}. Він дійсний ${m} хвилин. Якщо ви його не запитували, проігноруйте це повідомлення.` },
};

export function codeMessage(code: string, languageId: number, to: string): OutgoingMessage {
  const texts = TEXTS[languageById(languageId)?.code ?? 'en'] ?? (TEXTS.en as CodeTexts);
  return { to, code, subject: texts.subject, text: texts.body(code, CODE_TTL_SECONDS / 60) };
}
