/**
 * Texts of the notifications an order raises for whoever placed it, in the 15 UI languages
 * (stored in the orderer's language when raised): approved, completed (a voucher's code is in
 * the order), rejected and failed, both with the points returned. `{number}` is the order number.
 */
import type { UiLanguageCode } from '../../contract/languages';
import { ORDER_STATUS, type OrderStatus } from '../../contract/shop';
import { uiLanguage } from './notification-texts';
import type { NotificationText } from './project-notification-texts';

type ChangedStatus = Exclude<OrderStatus, typeof ORDER_STATUS.pending>;
type Texts = Record<ChangedStatus, NotificationText>;

const TEXTS: Record<UiLanguageCode, Texts> = {
  en: {
    2: { title: 'Order approved', text: 'Your order {number} has been approved and is being prepared.' },
    3: { title: 'Order completed', text: 'Your order {number} is completed. Voucher codes, if any, are in the order details.' },
    4: { title: 'Order rejected', text: 'Your order {number} was rejected. Its points have been returned to your company.' },
    5: { title: 'Order failed', text: 'Your order {number} could not be fulfilled. Its points have been returned to your company.' },
  },
  pl: {
    2: { title: 'Zamówienie zatwierdzone', text: 'Twoje zamówienie {number} zostało zatwierdzone i jest w przygotowaniu.' },
    3: { title: 'Zamówienie zrealizowane', text: 'Twoje zamówienie {number} zostało zrealizowane. Kody bonów znajdziesz w szczegółach zamówienia.' },
    4: { title: 'Zamówienie odrzucone', text: 'Twoje zamówienie {number} zostało odrzucone. Punkty wróciły na konto Twojej firmy.' },
    5: { title: 'Zamówienie nieudane', text: 'Nie udało się zrealizować zamówienia {number}. Punkty wróciły na konto Twojej firmy.' },
  },
  cs: {
    2: { title: 'Objednávka schválena', text: 'Vaše objednávka {number} byla schválena a připravuje se.' },
    3: { title: 'Objednávka vyřízena', text: 'Vaše objednávka {number} je vyřízena. Kódy poukázek najdete v detailu objednávky.' },
    4: { title: 'Objednávka zamítnuta', text: 'Vaše objednávka {number} byla zamítnuta. Body se vrátily vaší firmě.' },
    5: { title: 'Objednávka se nezdařila', text: 'Objednávku {number} se nepodařilo vyřídit. Body se vrátily vaší firmě.' },
  },
  sk: {
    2: { title: 'Objednávka schválená', text: 'Vaša objednávka {number} bola schválená a pripravuje sa.' },
    3: { title: 'Objednávka vybavená', text: 'Vaša objednávka {number} je vybavená. Kódy poukážok nájdete v detaile objednávky.' },
    4: { title: 'Objednávka zamietnutá', text: 'Vaša objednávka {number} bola zamietnutá. Body sa vrátili vašej firme.' },
    5: { title: 'Objednávka sa nepodarila', text: 'Objednávku {number} sa nepodarilo vybaviť. Body sa vrátili vašej firme.' },
  },
  bs: {
    2: { title: 'Narudžba odobrena', text: 'Vaša narudžba {number} je odobrena i priprema se.' },
    3: { title: 'Narudžba završena', text: 'Vaša narudžba {number} je završena. Kodove vaučera naći ćete u detaljima narudžbe.' },
    4: { title: 'Narudžba odbijena', text: 'Vaša narudžba {number} je odbijena. Bodovi su vraćeni vašoj firmi.' },
    5: { title: 'Narudžba nije uspjela', text: 'Narudžbu {number} nije bilo moguće izvršiti. Bodovi su vraćeni vašoj firmi.' },
  },
  hr: {
    2: { title: 'Narudžba odobrena', text: 'Vaša narudžba {number} je odobrena i priprema se.' },
    3: { title: 'Narudžba završena', text: 'Vaša narudžba {number} je završena. Kodove vaučera pronaći ćete u pojedinostima narudžbe.' },
    4: { title: 'Narudžba odbijena', text: 'Vaša narudžba {number} je odbijena. Bodovi su vraćeni vašoj tvrtki.' },
    5: { title: 'Narudžba nije uspjela', text: 'Narudžbu {number} nije bilo moguće izvršiti. Bodovi su vraćeni vašoj tvrtki.' },
  },
  sr: {
    2: { title: 'Porudžbina odobrena', text: 'Vaša porudžbina {number} je odobrena i priprema se.' },
    3: { title: 'Porudžbina završena', text: 'Vaša porudžbina {number} je završena. Kodove vaučera naći ćete u detaljima porudžbine.' },
    4: { title: 'Porudžbina odbijena', text: 'Vaša porudžbina {number} je odbijena. Poeni su vraćeni vašoj firmi.' },
    5: { title: 'Porudžbina nije uspela', text: 'Porudžbinu {number} nije bilo moguće izvršiti. Poeni su vraćeni vašoj firmi.' },
  },
  sl: {
    2: { title: 'Naročilo odobreno', text: 'Vaše naročilo {number} je odobreno in v pripravi.' },
    3: { title: 'Naročilo zaključeno', text: 'Vaše naročilo {number} je zaključeno. Kode bonov najdete v podrobnostih naročila.' },
    4: { title: 'Naročilo zavrnjeno', text: 'Vaše naročilo {number} je bilo zavrnjeno. Točke so bile vrnjene vašemu podjetju.' },
    5: { title: 'Naročilo ni uspelo', text: 'Naročila {number} ni bilo mogoče izvesti. Točke so bile vrnjene vašemu podjetju.' },
  },
  bg: {
    2: { title: 'Поръчката е одобрена', text: 'Вашата поръчка {number} е одобрена и се подготвя.' },
    3: { title: 'Поръчката е изпълнена', text: 'Вашата поръчка {number} е изпълнена. Кодовете на ваучерите са в подробностите на поръчката.' },
    4: { title: 'Поръчката е отхвърлена', text: 'Вашата поръчка {number} беше отхвърлена. Точките са върнати на вашата фирма.' },
    5: { title: 'Поръчката не бе изпълнена', text: 'Поръчка {number} не можа да бъде изпълнена. Точките са върнати на вашата фирма.' },
  },
  et: {
    2: { title: 'Tellimus kinnitatud', text: 'Teie tellimus {number} on kinnitatud ja seda valmistatakse ette.' },
    3: { title: 'Tellimus täidetud', text: 'Teie tellimus {number} on täidetud. Kinkekaartide koodid leiate tellimuse üksikasjadest.' },
    4: { title: 'Tellimus tagasi lükatud', text: 'Teie tellimus {number} lükati tagasi. Punktid tagastati teie ettevõttele.' },
    5: { title: 'Tellimus ebaõnnestus', text: 'Tellimust {number} ei õnnestunud täita. Punktid tagastati teie ettevõttele.' },
  },
  hu: {
    2: { title: 'Rendelés jóváhagyva', text: 'A(z) {number} számú rendelését jóváhagytuk, előkészítés alatt van.' },
    3: { title: 'Rendelés teljesítve', text: 'A(z) {number} számú rendelése teljesült. Az utalványkódokat a rendelés részleteinél találja.' },
    4: { title: 'Rendelés elutasítva', text: 'A(z) {number} számú rendelését elutasítottuk. A pontokat visszaírtuk cége számlájára.' },
    5: { title: 'Sikertelen rendelés', text: 'A(z) {number} számú rendelést nem sikerült teljesíteni. A pontokat visszaírtuk cége számlájára.' },
  },
  lv: {
    2: { title: 'Pasūtījums apstiprināts', text: 'Jūsu pasūtījums {number} ir apstiprināts un tiek sagatavots.' },
    3: { title: 'Pasūtījums izpildīts', text: 'Jūsu pasūtījums {number} ir izpildīts. Dāvanu karšu kodi ir pasūtījuma informācijā.' },
    4: { title: 'Pasūtījums noraidīts', text: 'Jūsu pasūtījums {number} tika noraidīts. Punkti ir atgriezti jūsu uzņēmumam.' },
    5: { title: 'Pasūtījums neizdevās', text: 'Pasūtījumu {number} neizdevās izpildīt. Punkti ir atgriezti jūsu uzņēmumam.' },
  },
  lt: {
    2: { title: 'Užsakymas patvirtintas', text: 'Jūsų užsakymas {number} patvirtintas ir ruošiamas.' },
    3: { title: 'Užsakymas įvykdytas', text: 'Jūsų užsakymas {number} įvykdytas. Dovanų kuponų kodus rasite užsakymo informacijoje.' },
    4: { title: 'Užsakymas atmestas', text: 'Jūsų užsakymas {number} atmestas. Taškai grąžinti jūsų įmonei.' },
    5: { title: 'Užsakymo įvykdyti nepavyko', text: 'Užsakymo {number} įvykdyti nepavyko. Taškai grąžinti jūsų įmonei.' },
  },
  ro: {
    2: { title: 'Comandă aprobată', text: 'Comanda dvs. {number} a fost aprobată și este în pregătire.' },
    3: { title: 'Comandă finalizată', text: 'Comanda dvs. {number} a fost finalizată. Codurile voucherelor se află în detaliile comenzii.' },
    4: { title: 'Comandă respinsă', text: 'Comanda dvs. {number} a fost respinsă. Punctele au fost returnate companiei dvs.' },
    5: { title: 'Comandă eșuată', text: 'Comanda {number} nu a putut fi onorată. Punctele au fost returnate companiei dvs.' },
  },
  uk: {
    2: { title: 'Замовлення підтверджено', text: 'Ваше замовлення {number} підтверджено і готується.' },
    3: { title: 'Замовлення виконано', text: 'Ваше замовлення {number} виконано. Коди ваучерів ви знайдете в деталях замовлення.' },
    4: { title: 'Замовлення відхилено', text: 'Ваше замовлення {number} відхилено. Бали повернуто вашій компанії.' },
    5: { title: 'Замовлення не виконано', text: 'Замовлення {number} не вдалося виконати. Бали повернуто вашій компанії.' },
  },
};

export function orderStatusText(languageId: number, status: ChangedStatus, number: string): NotificationText {
  const { title, text } = TEXTS[uiLanguage(languageId)][status];
  return { title, text: text.replace('{number}', number) };
}
