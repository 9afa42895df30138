/**
 * The demo marketing materials (issue 26): the six types of SPEC §2, sold by the club's studio in
 * every demo region, each with its settings: the fields it offers (required or added by tile),
 * its cover or background images (flyer and banner 6, billboard 5), its service icons with the
 * region's texts, the manufacturer's default logo and (business cards, banner, sticker: SPEC §5
 * Prefill) the regional recommended one, the regional default short description and the
 * manufacturer's regional site for the flyer link.
 */
import {
  FLYER_SUBTYPES, IMAGE_CHOICES, type FieldUse, type MaterialField, type MaterialSettings, type MaterialType,
} from '../../contract/marketing-material';
import { artwork, SERVICE_ICONS } from '../domain/material-artwork';
import type { DemoLanguage, DemoProduct, Texts } from './demo-shop';

const SERVICE_TEXTS: Readonly<Record<string, Texts>> = {
  roof: { pl: 'Pokrycia dachowe', cs: 'Střešní krytiny', sk: 'Strešné krytiny' },
  window: { pl: 'Okna dachowe', cs: 'Střešní okna', sk: 'Strešné okná' },
  skylight: { pl: 'Świetliki', cs: 'Světlíky', sk: 'Svetlíky' },
  gutter: { pl: 'Rynny', cs: 'Okapy', sk: 'Odkvapy' },
  insulation: { pl: 'Ocieplenia', cs: 'Zateplení', sk: 'Zateplenie' },
  chimney: { pl: 'Obróbki kominów', cs: 'Oplechování komínů', sk: 'Oplechovanie komínov' },
  repair: { pl: 'Naprawy i serwis', cs: 'Opravy a servis', sk: 'Opravy a servis' },
  measure: { pl: 'Pomiary i wyceny', cs: 'Zaměření a nacenění', sk: 'Zameranie a nacenenie' },
};

/** SPEC §5 Prefill: the regional default short description. */
const DEFAULT_SHORT_DESCRIPTION: Texts = {
  pl: 'Montaż okien dachowych z gwarancją producenta.',
  cs: 'Montáž střešních oken se zárukou výrobce.',
  sk: 'Montáž strešných okien so zárukou výrobcu.',
};

/** SPEC §5 Prefill: the flyer link defaults to the manufacturer's regional site (the demo's is the club's product pages). */
const manufacturerSite = (code: string) => `https://installerclub.${code}/products`;

const R: FieldUse = 'required';
const O: FieldUse = 'optional';

/** The fields each type offers: what fits on it, and what it cannot do without. */
const FIELDS: Readonly<Record<MaterialType, Partial<Record<MaterialField, FieldUse>>>> = {
  business_card_horizontal: { name: R, surname: R, companyName: O, phone: O, email: O, link: O, logo: O, addressLine1: O, addressLine2: O },
  business_card_vertical: { name: R, surname: R, companyName: O, phone: O, email: O, link: O, logo: O, addressLine1: O, addressLine2: O },
  banner: { companyName: R, phone: O, email: O, link: O, shortDescription: O, logo: O },
  sticker: { companyName: R, phone: O, email: O, logo: O },
  billboard: { companyName: R, shortDescription: R, phone: O, email: O, link: O, logo: O },
  flyer: {
    name: R, surname: R, companyName: R, phone: O, email: O, link: O, shortDescription: O, longDescription: O, logo: O,
    addressLine1: O, addressLine2: O, addressLine3: O,
  },
};

/** SPEC §5 Prefill: recommended-flagged companies get the regional recommended logo on these. */
const RECOMMENDED_LOGO_TYPES: readonly MaterialType[] = ['business_card_horizontal', 'business_card_vertical', 'banner', 'sticker'];
const SERVICE_TYPES: readonly MaterialType[] = ['business_card_horizontal', 'business_card_vertical', 'flyer'];

function settingsOf(type: MaterialType, code: string, language: DemoLanguage): MaterialSettings {
  const images = Array.from({ length: IMAGE_CHOICES[type] }, (_, i) => artwork(`cover-${type}-${i + 1}`));
  return {
    type,
    subtypes: type === 'flyer' ? [...FLYER_SUBTYPES] : [],
    fields: FIELDS[type],
    images,
    contentImages: type === 'flyer' ? [1, 2, 3, 4].map((n) => artwork(`content-${n}`)) : [],
    services: SERVICE_TYPES.includes(type)
      ? SERVICE_ICONS.map((icon) => ({ icon, url: artwork(`icon-${icon}`).url, text: SERVICE_TEXTS[icon]?.[language] ?? icon }))
      : [],
    logos: {
      default: artwork('logo-default'),
      recommended: RECOMMENDED_LOGO_TYPES.includes(type) ? artwork(`logo-recommended-${code}`) : null,
    },
    defaults: { shortDescription: DEFAULT_SHORT_DESCRIPTION[language], link: manufacturerSite(code) },
  };
}

const material = (type: MaterialType) => ({ code, language }: { code: string; language: DemoLanguage }) => settingsOf(type, code, language);

const PIECES: Texts = { pl: 'szt.', cs: 'ks', sk: 'ks' };
const pieces = (count: number): Texts => ({ pl: `${count} ${PIECES.pl}`, cs: `${count} ${PIECES.cs}`, sk: `${count} ${PIECES.sk}` });

export const MATERIAL_PRODUCTS: readonly DemoProduct[] = [
  {
    sku: 'MKT-FLYER', vendor: 'studio', type: 'marketing_material', categories: ['marketing'], material: material('flyer'),
    image: { hue: 28, label: 'Flyer' },
    name: { pl: 'Ulotki z danymi Twojej firmy', cs: 'Letáky s údaji vaší firmy', sk: 'Letáky s údajmi vašej firmy' },
    description: {
      pl: '<p>Dwustronne ulotki A5 z Twoimi danymi, logo i usługami, drukowane na papierze kredowym 170 g.</p>',
      cs: '<p>Oboustranné letáky A5 s vašimi údaji, logem a službami, tištěné na křídovém papíře 170 g.</p>',
      sk: '<p>Obojstranné letáky A5 s vašimi údajmi, logom a službami, tlačené na kriedovom papieri 170 g.</p>',
    },
    variants: [{ sku: 'MKT-FLYER-500', title: pieces(500), price: 120, stock: 40 }],
  },
  {
    sku: 'MKT-CARD-HORIZONTAL', vendor: 'studio', type: 'marketing_material', categories: ['marketing'], material: material('business_card_horizontal'),
    image: { hue: 212, label: '85×55' },
    name: { pl: 'Wizytówki poziome', cs: 'Vizitky na šířku', sk: 'Vizitky na šírku' },
    description: {
      pl: '<p>Wizytówki 85 × 55 mm z Twoimi danymi i czterema usługami.</p>',
      cs: '<p>Vizitky 85 × 55 mm s vašimi údaji a čtyřmi službami.</p>',
      sk: '<p>Vizitky 85 × 55 mm s vašimi údajmi a štyrmi službami.</p>',
    },
    variants: [{ sku: 'MKT-CARD-HORIZONTAL-250', title: pieces(250), price: 80, stock: 100 }],
  },
  {
    sku: 'MKT-CARD-VERTICAL', vendor: 'studio', type: 'marketing_material', categories: ['marketing'], material: material('business_card_vertical'),
    image: { hue: 232, label: '55×85' },
    name: { pl: 'Wizytówki pionowe', cs: 'Vizitky na výšku', sk: 'Vizitky na výšku' },
    description: {
      pl: '<p>Wizytówki 55 × 85 mm z Twoimi danymi i pięcioma usługami.</p>',
      cs: '<p>Vizitky 55 × 85 mm s vašimi údaji a pěti službami.</p>',
      sk: '<p>Vizitky 55 × 85 mm s vašimi údajmi a piatimi službami.</p>',
    },
    variants: [{ sku: 'MKT-CARD-VERTICAL-250', title: pieces(250), price: 80, stock: 100 }],
  },
  {
    sku: 'MKT-BANNER', vendor: 'studio', type: 'marketing_material', categories: ['marketing'], material: material('banner'),
    image: { hue: 16, label: 'Banner' },
    name: { pl: 'Baner reklamowy 3 × 1 m', cs: 'Reklamní banner 3 × 1 m', sk: 'Reklamný banner 3 × 1 m' },
    description: {
      pl: '<p>Baner z oczkami do zawieszenia na rusztowaniu lub ogrodzeniu budowy.</p>',
      cs: '<p>Banner s oky k zavěšení na lešení nebo plot stavby.</p>',
      sk: '<p>Banner s okami na zavesenie na lešenie alebo plot stavby.</p>',
    },
    variants: [{ sku: 'MKT-BANNER-1', title: '3 × 1 m', price: 250, stock: 15 }],
  },
  {
    sku: 'MKT-STICKER', vendor: 'studio', type: 'marketing_material', categories: ['marketing'], material: material('sticker'),
    image: { hue: 140, label: 'Sticker' },
    name: { pl: 'Naklejki z logo firmy', cs: 'Samolepky s logem firmy', sk: 'Nálepky s logom firmy' },
    description: {
      pl: '<p>Wodoodporne naklejki 10 × 10 cm na samochód, skrzynkę z narzędziami lub drzwi biura.</p>',
      cs: '<p>Voděodolné samolepky 10 × 10 cm na auto, kufr s nářadím nebo dveře kanceláře.</p>',
      sk: '<p>Vodeodolné nálepky 10 × 10 cm na auto, kufor s náradím alebo dvere kancelárie.</p>',
    },
    variants: [{ sku: 'MKT-STICKER-100', title: pieces(100), price: 60, stock: 60 }],
  },
  {
    sku: 'MKT-BILLBOARD', vendor: 'studio', type: 'marketing_material', categories: ['marketing'], material: material('billboard'),
    image: { hue: 196, label: 'Billboard' },
    name: { pl: 'Billboard 504 × 238 cm', cs: 'Billboard 504 × 238 cm', sk: 'Billboard 504 × 238 cm' },
    description: {
      pl: '<p>Druk plakatu billboardowego z Twoją reklamą; miejsce ekspozycji uzgadnia z Tobą studio.</p>',
      cs: '<p>Tisk billboardového plakátu s vaší reklamou; místo výlepu s vámi domluví studio.</p>',
      sk: '<p>Tlač bilbordového plagátu s vašou reklamou; miesto výlepu s vami dohodne štúdio.</p>',
    },
    variants: [{ sku: 'MKT-BILLBOARD-1', title: '504 × 238 cm', price: 900, stock: 3 }],
  },
];
