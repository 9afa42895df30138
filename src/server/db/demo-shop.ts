/**
 * The demo shop of the demo regions (PL, CZ, SK): per region two voucher vendors, the club store
 * (tools and workwear) and the club's marketing studio; some products sold out, one inactive, one
 * not visible, a few with stock above 100, and (Poland, the club-card region) the card and its
 * top-up. Written once with the other demo data (seed.ts).
 */
import { REGION_IDS } from '../../contract/regions';
import type { MaterialSettings } from '../../contract/marketing-material';
import { SHOP_CATEGORY_TYPE, type ShopProductType } from '../../contract/shop';
import { MATERIAL_PRODUCTS } from './demo-materials';

export type DemoLanguage = 'pl' | 'cs' | 'sk';
export type Texts = Record<DemoLanguage, string>;

const DEMO_SHOP_REGIONS: readonly { regionId: number; code: string; language: DemoLanguage }[] = [
  { regionId: REGION_IDS.poland, code: 'pl', language: 'pl' },
  { regionId: REGION_IDS.czechia, code: 'cz', language: 'cs' },
  { regionId: REGION_IDS.slovakia, code: 'sk', language: 'sk' },
];

const VENDORS = { budmarket: 'BudMarket', fuel: 'MotoFuel', store: 'Installer Club Store', studio: 'Installer Club Studio' } as const;
type VendorKey = keyof typeof VENDORS;

const CATEGORIES: readonly { slug: string; name: Texts }[] = [
  { slug: 'vouchers', name: { pl: 'Bony', cs: 'Poukázky', sk: 'Poukážky' } },
  { slug: 'tools', name: { pl: 'Narzędzia', cs: 'Nářadí', sk: 'Náradie' } },
  { slug: 'workwear', name: { pl: 'Odzież robocza', cs: 'Pracovní oděvy', sk: 'Pracovné odevy' } },
  { slug: 'marketing', name: { pl: 'Usługi marketingowe', cs: 'Marketingové služby', sk: 'Marketingové služby' } },
];

export interface DemoVariant {
  sku: string;
  title: Texts | string;
  price: number;
  stock: number;
  /** A size, say: attribute name and value. */
  size?: string;
}

export interface DemoProduct {
  sku: string;
  vendor: VendorKey;
  type: ShopProductType;
  categories: readonly string[];
  name: Texts;
  description: Texts;
  /** Picture: hue (0-360) and a short label printed on it. */
  image: { hue: number; label: string };
  variants: readonly DemoVariant[];
  active?: boolean;
  visible?: boolean;
  sticky?: boolean;
  /** Only in these regions (default: every demo region). */
  regions?: readonly number[];
  /** A marketing material's settings in a region (its code and language). */
  material?: (region: { code: string; language: DemoLanguage }) => MaterialSettings;
}

const SIZE: Texts = { pl: 'Rozmiar', cs: 'Velikost', sk: 'Veľkosť' };
const sizes = (sku: string, price: number, stocks: Record<string, number>): DemoVariant[] =>
  Object.entries(stocks).map(([size, stock]) => ({ sku: `${sku}-${size}`, title: size, price, stock, size }));

const PRODUCTS: readonly DemoProduct[] = [
  {
    sku: 'VOUCHER-BUDMARKET', vendor: 'budmarket', type: 'voucher', categories: ['vouchers'], sticky: true,
    image: { hue: 24, label: 'BudMarket' },
    name: { pl: 'Bon podarunkowy BudMarket', cs: 'Dárková poukázka BudMarket', sk: 'Darčeková poukážka BudMarket' },
    description: {
      pl: '<p>Elektroniczny bon do wykorzystania w każdym markecie BudMarket i w sklepie internetowym. Kod otrzymasz w zamówieniu kilka minut po złożeniu zamówienia, razem z datą ważności i hasłem.</p><ul><li>Ważny 12 miesięcy od wydania</li><li>Można łączyć kilka bonów przy jednej płatności</li><li>Nie podlega wymianie na gotówkę</li></ul><p>Bon obejmuje cały asortyment: narzędzia, chemię budowlaną, materiały dachowe i wyposażenie warsztatu.</p>',
      cs: '<p>Elektronická poukázka pro všechny prodejny BudMarket i e-shop. Kód najdete v objednávce několik minut po jejím odeslání, spolu s platností a heslem.</p><ul><li>Platí 12 měsíců od vydání</li><li>Více poukázek lze uplatnit při jednom nákupu</li><li>Nelze směnit za hotovost</li></ul><p>Poukázka platí na celý sortiment: nářadí, stavební chemii, střešní materiály i vybavení dílny.</p>',
      sk: '<p>Elektronická poukážka do všetkých predajní BudMarket aj do e-shopu. Kód nájdete v objednávke niekoľko minút po jej odoslaní, spolu s platnosťou a heslom.</p><ul><li>Platí 12 mesiacov od vydania</li><li>Viac poukážok možno uplatniť pri jednom nákupe</li><li>Nedá sa zameniť za hotovosť</li></ul><p>Poukážka platí na celý sortiment: náradie, stavebnú chémiu, strešné materiály aj vybavenie dielne.</p>',
    },
    variants: [
      { sku: 'VOUCHER-BUDMARKET-50', title: '50', price: 50, stock: 500 },
      { sku: 'VOUCHER-BUDMARKET-100', title: '100', price: 100, stock: 300 },
      { sku: 'VOUCHER-BUDMARKET-200', title: '200', price: 200, stock: 120 },
    ],
  },
  {
    sku: 'VOUCHER-MOTOFUEL', vendor: 'fuel', type: 'voucher', categories: ['vouchers'],
    image: { hue: 200, label: 'MotoFuel' },
    name: { pl: 'Karta paliwowa MotoFuel', cs: 'Palivová karta MotoFuel', sk: 'Palivová karta MotoFuel' },
    description: {
      pl: '<p>Bon na paliwo i myjnię na stacjach MotoFuel w całym kraju. Idealny dla ekip, które codziennie dojeżdżają na budowy.</p>',
      cs: '<p>Poukázka na palivo a mytí na čerpacích stanicích MotoFuel po celé zemi. Ideální pro party, které denně dojíždějí na stavby.</p>',
      sk: '<p>Poukážka na palivo a umývanie na čerpacích staniciach MotoFuel po celej krajine. Ideálna pre partie, ktoré denne dochádzajú na stavby.</p>',
    },
    variants: [
      { sku: 'VOUCHER-MOTOFUEL-100', title: '100', price: 100, stock: 150 },
      { sku: 'VOUCHER-MOTOFUEL-250', title: '250', price: 250, stock: 40 },
    ],
  },
  {
    sku: 'TOOL-DRILL-18V', vendor: 'store', type: 'product', categories: ['tools'], sticky: true,
    image: { hue: 140, label: '18 V' },
    name: { pl: 'Wkrętarka akumulatorowa 18 V', cs: 'Aku vrtačka 18 V', sk: 'Aku vŕtačka 18 V' },
    description: {
      pl: '<p>Bezszczotkowa wkrętarka z dwoma akumulatorami 4 Ah, ładowarką i walizką.</p><ul><li>Moment obrotowy 60 Nm</li><li>Uchwyt 13 mm</li></ul>',
      cs: '<p>Bezuhlíková vrtačka se dvěma akumulátory 4 Ah, nabíječkou a kufrem.</p><ul><li>Krouticí moment 60 Nm</li><li>Sklíčidlo 13 mm</li></ul>',
      sk: '<p>Bezuhlíková vŕtačka s dvoma akumulátormi 4 Ah, nabíjačkou a kufrom.</p><ul><li>Krútiaci moment 60 Nm</li><li>Skľučovadlo 13 mm</li></ul>',
    },
    variants: [{ sku: 'TOOL-DRILL-18V-SET', title: { pl: 'Zestaw', cs: 'Sada', sk: 'Sada' }, price: 420, stock: 12 }],
  },
  {
    sku: 'TOOL-LASER-METER', vendor: 'store', type: 'product', categories: ['tools'],
    image: { hue: 0, label: '50 m' },
    name: { pl: 'Dalmierz laserowy 50 m', cs: 'Laserový dálkoměr 50 m', sk: 'Laserový diaľkomer 50 m' },
    description: {
      pl: '<p>Pomiar odległości, powierzchni i objętości z dokładnością ±2 mm.</p>',
      cs: '<p>Měření vzdálenosti, plochy a objemu s přesností ±2 mm.</p>',
      sk: '<p>Meranie vzdialenosti, plochy a objemu s presnosťou ±2 mm.</p>',
    },
    variants: [{ sku: 'TOOL-LASER-METER-1', title: '50 m', price: 180, stock: 0 }],
  },
  {
    sku: 'TOOL-ROOF-HAMMER', vendor: 'store', type: 'product', categories: ['tools'],
    image: { hue: 30, label: '600 g' },
    name: { pl: 'Młotek dekarski 600 g', cs: 'Pokrývačské kladivo 600 g', sk: 'Pokrývačské kladivo 600 g' },
    description: {
      pl: '<p>Kuty młotek z magnetycznym uchwytem na gwoździe i ostrzem do łupków.</p>',
      cs: '<p>Kované kladivo s magnetickým držákem hřebíků a ostřím na břidlici.</p>',
      sk: '<p>Kované kladivo s magnetickým držiakom klincov a ostrím na bridlicu.</p>',
    },
    variants: [{ sku: 'TOOL-ROOF-HAMMER-1', title: '600 g', price: 70, stock: 2 }],
  },
  {
    sku: 'TOOL-BAG', vendor: 'store', type: 'product', categories: ['tools'], active: false,
    image: { hue: 270, label: 'Bag' },
    name: { pl: 'Torba narzędziowa', cs: 'Taška na nářadí', sk: 'Taška na náradie' },
    description: {
      pl: '<p>Wodoodporna torba z 24 kieszeniami. Chwilowo niedostępna.</p>',
      cs: '<p>Voděodolná taška s 24 kapsami. Dočasně nedostupná.</p>',
      sk: '<p>Vodeodolná taška s 24 vreckami. Dočasne nedostupná.</p>',
    },
    variants: [{ sku: 'TOOL-BAG-1', title: '24', price: 90, stock: 10 }],
  },
  {
    sku: 'WEAR-TROUSERS', vendor: 'store', type: 'product', categories: ['workwear'],
    image: { hue: 220, label: 'Pro' },
    name: { pl: 'Spodnie robocze z nakolannikami', cs: 'Pracovní kalhoty s chrániči kolen', sk: 'Pracovné nohavice s chráničmi kolien' },
    description: {
      pl: '<p>Wzmocnione kolana, kieszenie na nakolanniki i pętla na młotek.</p>',
      cs: '<p>Zesílená kolena, kapsy na chrániče a poutko na kladivo.</p>',
      sk: '<p>Zosilnené kolená, vrecká na chrániče a pútko na kladivo.</p>',
    },
    variants: sizes('WEAR-TROUSERS', 95, { M: 8, L: 3, XL: 0 }),
  },
  {
    sku: 'WEAR-SOFTSHELL', vendor: 'store', type: 'product', categories: ['workwear'], sticky: true,
    image: { hue: 350, label: 'Club' },
    name: { pl: 'Kurtka softshell z logo klubu', cs: 'Softshellová bunda s logem klubu', sk: 'Softshellová bunda s logom klubu' },
    description: {
      pl: '<p>Oddychająca, wiatroszczelna kurtka na chłodne dni na dachu.</p>',
      cs: '<p>Prodyšná, větruodolná bunda na chladné dny na střeše.</p>',
      sk: '<p>Priedušná, vetruodolná bunda na chladné dni na streche.</p>',
    },
    variants: sizes('WEAR-SOFTSHELL', 160, { M: 20, L: 15, XL: 5 }),
  },
  {
    sku: 'WEAR-HELMET', vendor: 'store', type: 'product', categories: ['workwear', 'tools'],
    image: { hue: 50, label: 'EN 397' },
    name: { pl: 'Kask ochronny z paskiem', cs: 'Ochranná přilba s páskem', sk: 'Ochranná prilba s remienkom' },
    description: {
      pl: '<p>Kask zgodny z EN 397 z czteropunktowym paskiem podbródkowym.</p>',
      cs: '<p>Přilba podle EN 397 se čtyřbodovým podbradním páskem.</p>',
      sk: '<p>Prilba podľa EN 397 so štvorbodovým podbradným remienkom.</p>',
    },
    variants: [{ sku: 'WEAR-HELMET-1', title: 'EN 397', price: 45, stock: 250 }],
  },
  {
    sku: 'WEAR-GLOVES', vendor: 'store', type: 'product', categories: ['workwear'], visible: false,
    image: { hue: 90, label: 'Winter' },
    name: { pl: 'Rękawice zimowe', cs: 'Zimní rukavice', sk: 'Zimné rukavice' },
    description: {
      pl: '<p>Ocieplane rękawice z powłoką nitrylową.</p>',
      cs: '<p>Zateplené rukavice s nitrilovou vrstvou.</p>',
      sk: '<p>Zateplené rukavice s nitrilovou vrstvou.</p>',
    },
    variants: [{ sku: 'WEAR-GLOVES-1', title: 'L', price: 30, stock: 40 }],
  },
  ...MATERIAL_PRODUCTS,
  {
    sku: 'MKT-FINDER-PROFILE', vendor: 'studio', type: 'marketing_service', categories: ['marketing'],
    image: { hue: 180, label: 'Web' },
    name: { pl: 'Wyróżniony profil w wyszukiwarce montażystów', cs: 'Zvýrazněný profil ve vyhledávači montážníků', sk: 'Zvýraznený profil vo vyhľadávači montážnikov' },
    description: {
      pl: '<p>Przez 3 miesiące Twoja firma pojawia się na górze wyników wyszukiwarki montażystów w Twoim województwie.</p>',
      cs: '<p>Po 3 měsíce se vaše firma zobrazuje na začátku výsledků vyhledávače montážníků ve vašem kraji.</p>',
      sk: '<p>Počas 3 mesiacov sa vaša firma zobrazuje na začiatku výsledkov vyhľadávača montážnikov vo vašom kraji.</p>',
    },
    variants: [{ sku: 'MKT-FINDER-PROFILE-3M', title: { pl: '3 miesiące', cs: '3 měsíce', sk: '3 mesiace' }, price: 150, stock: 30 }],
  },
  {
    sku: 'MKT-SOCIAL-CAMPAIGN', vendor: 'studio', type: 'marketing_service', categories: ['marketing'],
    image: { hue: 300, label: 'Ads' },
    name: { pl: 'Kampania w mediach społecznościowych', cs: 'Kampaň na sociálních sítích', sk: 'Kampaň na sociálnych sieťach' },
    description: {
      pl: '<p>Przygotujemy i poprowadzimy dwutygodniową kampanię reklamową Twojej firmy w okolicy, w której pracujesz.</p>',
      cs: '<p>Připravíme a povedeme dvoutýdenní reklamní kampaň vaší firmy v okolí, kde pracujete.</p>',
      sk: '<p>Pripravíme a povedieme dvojtýždňovú reklamnú kampaň vašej firmy v okolí, kde pracujete.</p>',
    },
    variants: [{ sku: 'MKT-SOCIAL-CAMPAIGN-2W', title: { pl: '2 tygodnie', cs: '2 týdny', sk: '2 týždne' }, price: 300, stock: 10 }],
  },
  {
    sku: 'CARD-CLUB', vendor: 'store', type: 'club_card', categories: [], regions: [REGION_IDS.poland],
    image: { hue: 210, label: 'Card' },
    name: { pl: 'Karta klubowa', cs: 'Klubová karta', sk: 'Klubová karta' },
    description: {
      pl: '<p>Przedpłacona karta płatnicza, którą doładowujesz punktami.</p>',
      cs: '<p>Předplacená platební karta, kterou dobíjíte body.</p>',
      sk: '<p>Predplatená platobná karta, ktorú dobíjate bodmi.</p>',
    },
    variants: [{ sku: 'CARD-CLUB-1', title: 'Card', price: 0, stock: 1000 }],
  },
  {
    sku: 'CARD-TOPUP', vendor: 'store', type: 'top_up', categories: [], regions: [REGION_IDS.poland],
    image: { hue: 160, label: 'Top-up' },
    name: { pl: 'Doładowanie karty klubowej', cs: 'Dobití klubové karty', sk: 'Dobitie klubovej karty' },
    description: {
      pl: '<p>Punkty razy 2 to kwota doładowania w złotych; środki pojawią się w ciągu 3 dni roboczych.</p>',
      cs: '<p>Body krát 2 je částka dobití; prostředky dorazí do 3 pracovních dnů.</p>',
      sk: '<p>Body krát 2 je suma dobitia; prostriedky prídu do 3 pracovných dní.</p>',
    },
    // One variant per TOP_UP_STEPS amount (POST /v2/orders {type: 'top_up', amount} orders it); a load is no goods, hence the stock.
    variants: [
      { sku: 'CARD-TOPUP-50', title: '50', price: 50, stock: 100_000 },
      { sku: 'CARD-TOPUP-100', title: '100', price: 100, stock: 100_000 },
      { sku: 'CARD-TOPUP-250', title: '250', price: 250, stock: 100_000 },
      { sku: 'CARD-TOPUP-500', title: '500', price: 500, stock: 100_000 },
    ],
  },
];

export interface DemoShopVendor { code: string; regionId: number; name: string }
export interface DemoShopCategory { regionId: number; slug: string; name: string; type: number; position: number }
export interface DemoShopProduct {
  regionId: number;
  vendorCode: string;
  type: ShopProductType;
  name: string;
  sku: string;
  description: string;
  active: boolean;
  isVisible: boolean;
  sticky: boolean;
  image: string;
  materialSettings: MaterialSettings | null;
  categories: readonly string[];
  variants: { sku: string; title: string; price: number; stock: number; attrs: { attrName: string; attrValueName: string }[] }[];
}

const text = (value: Texts | string, language: DemoLanguage) => (typeof value === 'string' ? value : value[language]);

/** The demo catalogue as rows per region: SKUs and vendor codes carry the region's code. */
export function demoShop(): { vendors: DemoShopVendor[]; categories: DemoShopCategory[]; products: DemoShopProduct[] } {
  const vendors: DemoShopVendor[] = [];
  const categories: DemoShopCategory[] = [];
  const products: DemoShopProduct[] = [];
  for (const { regionId, code, language } of DEMO_SHOP_REGIONS) {
    for (const [key, name] of Object.entries(VENDORS)) vendors.push({ code: `${code}-${key}`, regionId, name });
    CATEGORIES.forEach((category, position) =>
      categories.push({ regionId, slug: category.slug, name: category.name[language], type: SHOP_CATEGORY_TYPE, position }));
    for (const product of PRODUCTS) {
      if (product.regions && !product.regions.includes(regionId)) continue;
      products.push({
        regionId,
        vendorCode: `${code}-${product.vendor}`,
        type: product.type,
        name: product.name[language],
        sku: `${code.toUpperCase()}-${product.sku}`,
        description: product.description[language],
        active: product.active ?? true,
        isVisible: product.visible ?? true,
        sticky: product.sticky ?? false,
        image: `${product.image.hue}|${product.image.label}`,
        materialSettings: product.material?.({ code, language }) ?? null,
        categories: product.categories,
        variants: product.variants.map((variant) => ({
          sku: `${code.toUpperCase()}-${variant.sku}`,
          title: text(variant.title, language),
          price: variant.price,
          stock: variant.stock,
          attrs: variant.size ? [{ attrName: SIZE[language], attrValueName: variant.size }] : [],
        })),
      });
    }
  }
  return { vendors, categories, products };
}
