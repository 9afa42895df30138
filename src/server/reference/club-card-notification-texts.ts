/**
 * Texts of the notifications the club card raises for whoever placed the order, in the 15 UI
 * languages (stored in the orderer's language when raised): the card issued, and each top-up's
 * outcome (SPEC §4: SUCCEEDED, or REFUSED / REJECTED with the hint to check the e-mail, the points
 * given back). `{number}` is the order number, `{amount}` the loaded amount in the card's currency.
 */
import type { TopUpStatus } from '../../contract/club-card';
import type { UiLanguageCode } from '../../contract/languages';
import { uiLanguage } from './notification-texts';
import type { NotificationText } from './project-notification-texts';

export type TopUpOutcome = Extract<TopUpStatus, 'SUCCEEDED' | 'REFUSED' | 'REJECTED'>;
type Texts = Record<'issued' | TopUpOutcome, NotificationText>;

const TEXTS: Record<UiLanguageCode, Texts> = {
  en: {
    issued: { title: 'Your club card has been issued', text: 'The club card of your order {number} has been issued and is on its way. When it arrives, register it on the club card page with the serial number (CSN) on its back.' },
    SUCCEEDED: { title: 'Club card topped up', text: 'The top-up of {amount} (order {number}) has succeeded: the money is on your club card.' },
    REFUSED: { title: 'Club card top-up refused', text: 'The card issuer refused the top-up of {amount} (order {number}). Its points have been returned to your company. Check your e-mail for the reason.' },
    REJECTED: { title: 'Club card top-up rejected', text: 'The card issuer rejected the top-up of {amount} (order {number}). Its points have been returned to your company. Check your e-mail for the reason.' },
  },
  pl: {
    issued: { title: 'Twoja karta klubowa została wydana', text: 'Karta klubowa z zamówienia {number} została wydana i jest w drodze. Gdy dotrze, zarejestruj ją na stronie karty klubowej numerem seryjnym (CSN) z jej odwrotu.' },
    SUCCEEDED: { title: 'Karta klubowa doładowana', text: 'Doładowanie na kwotę {amount} (zamówienie {number}) zakończyło się powodzeniem: środki są na Twojej karcie klubowej.' },
    REFUSED: { title: 'Doładowanie karty klubowej odmówione', text: 'Wydawca karty odmówił doładowania na kwotę {amount} (zamówienie {number}). Punkty wróciły na konto Twojej firmy. Sprawdź swoją skrzynkę e-mail, aby poznać przyczynę.' },
    REJECTED: { title: 'Doładowanie karty klubowej odrzucone', text: 'Wydawca karty odrzucił doładowanie na kwotę {amount} (zamówienie {number}). Punkty wróciły na konto Twojej firmy. Sprawdź swoją skrzynkę e-mail, aby poznać przyczynę.' },
  },
  cs: {
    issued: { title: 'Vaše klubová karta byla vydána', text: 'Klubová karta z objednávky {number} byla vydána a je na cestě. Až dorazí, zaregistrujte ji na stránce klubové karty sériovým číslem (CSN) z její zadní strany.' },
    SUCCEEDED: { title: 'Klubová karta dobita', text: 'Dobití ve výši {amount} (objednávka {number}) proběhlo úspěšně: peníze jsou na vaší klubové kartě.' },
    REFUSED: { title: 'Dobití klubové karty odmítnuto', text: 'Vydavatel karty odmítl dobití ve výši {amount} (objednávka {number}). Body se vrátily vaší firmě. Důvod najdete ve své e-mailové schránce.' },
    REJECTED: { title: 'Dobití klubové karty zamítnuto', text: 'Vydavatel karty zamítl dobití ve výši {amount} (objednávka {number}). Body se vrátily vaší firmě. Důvod najdete ve své e-mailové schránce.' },
  },
  sk: {
    issued: { title: 'Vaša klubová karta bola vydaná', text: 'Klubová karta z objednávky {number} bola vydaná a je na ceste. Keď príde, zaregistrujte ju na stránke klubovej karty sériovým číslom (CSN) z jej zadnej strany.' },
    SUCCEEDED: { title: 'Klubová karta dobitá', text: 'Dobitie vo výške {amount} (objednávka {number}) prebehlo úspešne: peniaze sú na vašej klubovej karte.' },
    REFUSED: { title: 'Dobitie klubovej karty odmietnuté', text: 'Vydavateľ karty odmietol dobitie vo výške {amount} (objednávka {number}). Body sa vrátili vašej firme. Dôvod nájdete vo svojej e-mailovej schránke.' },
    REJECTED: { title: 'Dobitie klubovej karty zamietnuté', text: 'Vydavateľ karty zamietol dobitie vo výške {amount} (objednávka {number}). Body sa vrátili vašej firme. Dôvod nájdete vo svojej e-mailovej schránke.' },
  },
  bs: {
    issued: { title: 'Vaša klupska kartica je izdana', text: 'Klupska kartica iz narudžbe {number} je izdana i na putu je. Kada stigne, registrujte je na stranici klupske kartice serijskim brojem (CSN) s njene poleđine.' },
    SUCCEEDED: { title: 'Klupska kartica je dopunjena', text: 'Dopuna u iznosu od {amount} (narudžba {number}) je uspjela: novac je na vašoj klupskoj kartici.' },
    REFUSED: { title: 'Dopuna klupske kartice je odbijena', text: 'Izdavalac kartice je odbio dopunu u iznosu od {amount} (narudžba {number}). Bodovi su vraćeni vašoj firmi. Razlog provjerite u svom e-mailu.' },
    REJECTED: { title: 'Dopuna klupske kartice nije prihvaćena', text: 'Izdavalac kartice nije prihvatio dopunu u iznosu od {amount} (narudžba {number}). Bodovi su vraćeni vašoj firmi. Razlog provjerite u svom e-mailu.' },
  },
  hr: {
    issued: { title: 'Vaša klupska kartica je izdana', text: 'Klupska kartica iz narudžbe {number} je izdana i na putu je. Kada stigne, registrirajte je na stranici klupske kartice serijskim brojem (CSN) s njezine poleđine.' },
    SUCCEEDED: { title: 'Klupska kartica je nadoplaćena', text: 'Nadoplata u iznosu od {amount} (narudžba {number}) je uspjela: novac je na vašoj klupskoj kartici.' },
    REFUSED: { title: 'Nadoplata klupske kartice je odbijena', text: 'Izdavatelj kartice odbio je nadoplatu u iznosu od {amount} (narudžba {number}). Bodovi su vraćeni vašoj tvrtki. Razlog provjerite u svojoj e-pošti.' },
    REJECTED: { title: 'Nadoplata klupske kartice nije prihvaćena', text: 'Izdavatelj kartice nije prihvatio nadoplatu u iznosu od {amount} (narudžba {number}). Bodovi su vraćeni vašoj tvrtki. Razlog provjerite u svojoj e-pošti.' },
  },
  sr: {
    issued: { title: 'Vaša klupska kartica je izdata', text: 'Klupska kartica iz porudžbine {number} je izdata i na putu je. Kada stigne, registrujte je na stranici klupske kartice serijskim brojem (CSN) sa njene poleđine.' },
    SUCCEEDED: { title: 'Klupska kartica je dopunjena', text: 'Dopuna u iznosu od {amount} (porudžbina {number}) je uspela: novac je na vašoj klupskoj kartici.' },
    REFUSED: { title: 'Dopuna klupske kartice je odbijena', text: 'Izdavalac kartice je odbio dopunu u iznosu od {amount} (porudžbina {number}). Poeni su vraćeni vašoj firmi. Razlog proverite u svom imejlu.' },
    REJECTED: { title: 'Dopuna klupske kartice nije prihvaćena', text: 'Izdavalac kartice nije prihvatio dopunu u iznosu od {amount} (porudžbina {number}). Poeni su vraćeni vašoj firmi. Razlog proverite u svom imejlu.' },
  },
  sl: {
    issued: { title: 'Vaša klubska kartica je izdana', text: 'Klubska kartica iz naročila {number} je izdana in je na poti. Ko prispe, jo registrirajte na strani klubske kartice s serijsko številko (CSN) z njene hrbtne strani.' },
    SUCCEEDED: { title: 'Klubska kartica je napolnjena', text: 'Polnjenje v znesku {amount} (naročilo {number}) je uspelo: denar je na vaši klubski kartici.' },
    REFUSED: { title: 'Polnjenje klubske kartice je zavrnjeno', text: 'Izdajatelj kartice je zavrnil polnjenje v znesku {amount} (naročilo {number}). Točke so bile vrnjene vašemu podjetju. Razlog preverite v svoji e-pošti.' },
    REJECTED: { title: 'Polnjenje klubske kartice ni bilo sprejeto', text: 'Izdajatelj kartice ni sprejel polnjenja v znesku {amount} (naročilo {number}). Točke so bile vrnjene vašemu podjetju. Razlog preverite v svoji e-pošti.' },
  },
  bg: {
    issued: { title: 'Вашата клубна карта е издадена', text: 'Клубната карта от поръчка {number} е издадена и е на път. Когато пристигне, регистрирайте я на страницата на клубната карта със серийния номер (CSN) на гърба ѝ.' },
    SUCCEEDED: { title: 'Клубната карта е заредена', text: 'Зареждането на {amount} (поръчка {number}) е успешно: парите са по вашата клубна карта.' },
    REFUSED: { title: 'Зареждането на клубната карта е отказано', text: 'Издателят на картата отказа зареждането на {amount} (поръчка {number}). Точките са върнати на вашата фирма. Проверете имейла си за причината.' },
    REJECTED: { title: 'Зареждането на клубната карта е отхвърлено', text: 'Издателят на картата отхвърли зареждането на {amount} (поръчка {number}). Точките са върнати на вашата фирма. Проверете имейла си за причината.' },
  },
  et: {
    issued: { title: 'Teie klubikaart on väljastatud', text: 'Tellimuse {number} klubikaart on väljastatud ja teel. Kui see kohale jõuab, registreerige see klubikaardi lehel kaardi tagaküljel oleva seerianumbriga (CSN).' },
    SUCCEEDED: { title: 'Klubikaart on laetud', text: 'Laadimine summas {amount} (tellimus {number}) õnnestus: raha on teie klubikaardil.' },
    REFUSED: { title: 'Klubikaardi laadimisest keelduti', text: 'Kaardi väljastaja keeldus laadimisest summas {amount} (tellimus {number}). Punktid on teie ettevõttele tagastatud. Põhjuse leiate oma e-postist.' },
    REJECTED: { title: 'Klubikaardi laadimine lükati tagasi', text: 'Kaardi väljastaja lükkas laadimise summas {amount} (tellimus {number}) tagasi. Punktid on teie ettevõttele tagastatud. Põhjuse leiate oma e-postist.' },
  },
  hu: {
    issued: { title: 'Klubkártyáját kiállították', text: 'A(z) {number} számú rendelés klubkártyáját kiállították, és úton van. Ha megérkezik, regisztrálja a klubkártya oldalán a hátoldalán lévő sorozatszámmal (CSN).' },
    SUCCEEDED: { title: 'Klubkártya feltöltve', text: 'A(z) {amount} összegű feltöltés ({number} számú rendelés) sikeres: az összeg a klubkártyáján van.' },
    REFUSED: { title: 'A klubkártya feltöltését elutasították', text: 'A kártyakibocsátó elutasította a(z) {amount} összegű feltöltést ({number} számú rendelés). A pontokat visszakapta a cége. Az okot megtalálja az e-mailjei között.' },
    REJECTED: { title: 'A klubkártya feltöltését nem fogadták el', text: 'A kártyakibocsátó nem fogadta el a(z) {amount} összegű feltöltést ({number} számú rendelés). A pontokat visszakapta a cége. Az okot megtalálja az e-mailjei között.' },
  },
  lv: {
    issued: { title: 'Jūsu kluba karte ir izsniegta', text: 'Pasūtījuma {number} kluba karte ir izsniegta un ir ceļā. Kad tā pienāks, reģistrējiet to kluba kartes lapā ar sērijas numuru (CSN), kas norādīts kartes aizmugurē.' },
    SUCCEEDED: { title: 'Kluba karte ir papildināta', text: 'Papildināšana par {amount} (pasūtījums {number}) izdevās: nauda ir jūsu kluba kartē.' },
    REFUSED: { title: 'Kluba kartes papildināšana atteikta', text: 'Kartes izdevējs atteica papildināšanu par {amount} (pasūtījums {number}). Punkti ir atgriezti jūsu uzņēmumam. Iemeslu meklējiet savā e-pastā.' },
    REJECTED: { title: 'Kluba kartes papildināšana noraidīta', text: 'Kartes izdevējs noraidīja papildināšanu par {amount} (pasūtījums {number}). Punkti ir atgriezti jūsu uzņēmumam. Iemeslu meklējiet savā e-pastā.' },
  },
  lt: {
    issued: { title: 'Jūsų klubo kortelė išduota', text: 'Užsakymo {number} klubo kortelė išduota ir jau keliauja. Kai ją gausite, užregistruokite ją klubo kortelės puslapyje serijos numeriu (CSN), esančiu kitoje kortelės pusėje.' },
    SUCCEEDED: { title: 'Klubo kortelė papildyta', text: 'Papildymas {amount} suma (užsakymas {number}) pavyko: pinigai jūsų klubo kortelėje.' },
    REFUSED: { title: 'Klubo kortelės papildymo atsisakyta', text: 'Kortelės išdavėjas atsisakė papildyti {amount} suma (užsakymas {number}). Taškai grąžinti jūsų įmonei. Priežastį rasite savo el. pašte.' },
    REJECTED: { title: 'Klubo kortelės papildymas atmestas', text: 'Kortelės išdavėjas atmetė papildymą {amount} suma (užsakymas {number}). Taškai grąžinti jūsų įmonei. Priežastį rasite savo el. pašte.' },
  },
  ro: {
    issued: { title: 'Cardul de club a fost emis', text: 'Cardul de club din comanda {number} a fost emis și este pe drum. Când ajunge, înregistrați-l pe pagina cardului de club cu numărul de serie (CSN) de pe spatele lui.' },
    SUCCEEDED: { title: 'Cardul de club a fost alimentat', text: 'Alimentarea cu {amount} (comanda {number}) a reușit: banii sunt pe cardul dumneavoastră de club.' },
    REFUSED: { title: 'Alimentarea cardului de club a fost refuzată', text: 'Emitentul cardului a refuzat alimentarea cu {amount} (comanda {number}). Punctele au fost returnate firmei dumneavoastră. Verificați-vă e-mailul pentru motiv.' },
    REJECTED: { title: 'Alimentarea cardului de club a fost respinsă', text: 'Emitentul cardului a respins alimentarea cu {amount} (comanda {number}). Punctele au fost returnate firmei dumneavoastră. Verificați-vă e-mailul pentru motiv.' },
  },
  uk: {
    issued: { title: 'Вашу клубну картку випущено', text: 'Клубну картку із замовлення {number} випущено, і вона вже в дорозі. Коли вона надійде, зареєструйте її на сторінці клубної картки за серійним номером (CSN) на її звороті.' },
    SUCCEEDED: { title: 'Клубну картку поповнено', text: 'Поповнення на {amount} (замовлення {number}) успішне: кошти на вашій клубній картці.' },
    REFUSED: { title: 'У поповненні клубної картки відмовлено', text: 'Емітент картки відмовив у поповненні на {amount} (замовлення {number}). Бали повернуто вашій компанії. Причину шукайте у своїй електронній пошті.' },
    REJECTED: { title: 'Поповнення клубної картки відхилено', text: 'Емітент картки відхилив поповнення на {amount} (замовлення {number}). Бали повернуто вашій компанії. Причину шукайте у своїй електронній пошті.' },
  },
};

const filled = (text: NotificationText, values: Record<string, string>): NotificationText => ({
  title: text.title,
  text: Object.entries(values).reduce((result, [key, value]) => result.replace(`{${key}}`, value), text.text),
});

/** The card of the order was issued. */
export function cardIssuedText(languageId: number, orderNumber: string): NotificationText {
  return filled(TEXTS[uiLanguage(languageId)].issued, { number: orderNumber });
}

/** The top-up's outcome; the amount formatted for the language ("200 zł", "PLN 200"). */
export function topUpOutcomeText(languageId: number, outcome: TopUpOutcome, orderNumber: string, amount: number, currency: string): NotificationText {
  const language = uiLanguage(languageId);
  const money = new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  return filled(TEXTS[language][outcome], { number: orderNumber, amount: money });
}
