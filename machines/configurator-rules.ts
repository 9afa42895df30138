import * as v from 'valibot';
import {
  FLYER_SUBTYPES, MATERIAL_FIELDS, MATERIAL_LIMITS, MATERIAL_MESSAGES, configurationErrors, servicesRequired,
  type ConfigurationErrors, type FlyerSubtype, type MaterialConfigurationInput, type MaterialField, type MaterialMessage,
  type MaterialSettings,
} from '../src/contract/marketing-material';

/**
 * The configurator's rules that are not the contract's (SPEC §5 Configurator, Logo, Prefill): what
 * the form starts with, what a draft keeps, how many characters are left, which logo files are
 * taken before upload, and which field gets the focus. configurationErrors (the contract) decides
 * what may be stored, the same on both sides.
 */

/** What the person designs: the configuration without its product, as the draft keeps it. */
export interface MaterialDraft {
  subtype: FlyerSubtype | null;
  /** The required fields and the optional ones added by their tile; a field not shown is absent. */
  fields: Partial<Record<MaterialField, string>>;
  coverImage: string;
  contentImage: string | null;
  manufacturerLogo: string;
  services: { text: string; icon: string }[];
}

/** SPEC §5 Prefill: what the user and the company give the form (empty where they have nothing). */
export type MaterialPrefill = Partial<Record<MaterialField, string>>;

export interface PrefillSource {
  user: { name: string; surname: string; email: string; phone: string | null };
  company: { name: string; address: string; postal_code: string; city: string };
}

/** Name, surname, company name, address and contact from the user and the company. */
export function prefillOf({ user, company }: PrefillSource): MaterialPrefill {
  return {
    name: user.name,
    surname: user.surname,
    companyName: company.name,
    phone: user.phone ?? '',
    email: user.email,
    addressLine1: company.address,
    addressLine2: [company.postal_code, company.city].filter(Boolean).join(' '),
  };
}

/** The value a field starts with when it is shown: the person's data, else the region's default (short description, the flyer's link). */
export function startValue(settings: MaterialSettings, prefill: MaterialPrefill, field: MaterialField): string {
  if (field === 'shortDescription') return prefill.shortDescription || settings.defaults.shortDescription;
  if (field === 'link') return prefill.link || (settings.type === 'flyer' ? settings.defaults.link : '');
  return prefill[field] ?? '';
}

/** The manufacturer's logo a design starts with: the recommended one where offered, else the default. */
const startLogo = (settings: MaterialSettings): string => (settings.logos.recommended ?? settings.logos.default).id;

/**
 * A new design: every required field, and every optional field the prefill fills (so contact and
 * address need no tile when the profile has them); the first image and inside picture, the first
 * kind of flyer; the recommended logo where the settings offer one (SPEC §5 Prefill: the server
 * offers it to recommended companies only), else the manufacturer's default; no services chosen yet.
 */
export function newDraft(settings: MaterialSettings, prefill: MaterialPrefill): MaterialDraft {
  const fields: Partial<Record<MaterialField, string>> = {};
  for (const field of MATERIAL_FIELDS) {
    const use = settings.fields[field];
    const value = use ? startValue(settings, prefill, field) : '';
    if (use === 'required' || (use === 'optional' && value !== '')) fields[field] = value;
  }
  return {
    subtype: settings.subtypes[0] ?? null,
    fields,
    coverImage: settings.images[0]?.id ?? '',
    contentImage: settings.contentImages[0]?.id ?? null,
    manufacturerLogo: startLogo(settings),
    services: [],
  };
}

/** The draft as session storage keeps it; anything else there is ignored. */
const StoredDraft = v.object({
  product: v.string(),
  subtype: v.nullable(v.picklist(FLYER_SUBTYPES)),
  fields: v.record(v.picklist(MATERIAL_FIELDS), v.string()),
  coverImage: v.string(),
  contentImage: v.nullable(v.string()),
  manufacturerLogo: v.string(),
  services: v.array(v.object({ text: v.string(), icon: v.string() })),
});
export type StoredDraft = v.InferOutput<typeof StoredDraft>;

/**
 * The kept draft of this product, or none (another product's, or unreadable). A manufacturer's logo
 * no longer offered (the company's recommendation was withdrawn since) becomes the one a new design
 * starts with: the form shows no choice then, so the person could not correct it.
 */
export function restoredDraft(saved: unknown, product: string, settings: MaterialSettings): MaterialDraft | null {
  const parsed = v.safeParse(StoredDraft, saved);
  if (!parsed.success || parsed.output.product !== product) return null;
  const { product: _product, ...draft } = parsed.output;
  const offered = [settings.logos.default, settings.logos.recommended].some((logo) => logo?.id === draft.manufacturerLogo);
  return offered ? draft : { ...draft, manufacturerLogo: startLogo(settings) };
}

export const storedDraft = (product: string, draft: MaterialDraft): StoredDraft => ({ product, ...draft, fields: { ...draft.fields } as Record<MaterialField, string> });

/** The body of POST /v1/shop/configurations. */
export const configurationOf = (product: string, draft: MaterialDraft): MaterialConfigurationInput => ({ product, ...draft });

/** Every broken rule of the draft, by field (the contract's rules, the server's too). */
export function draftErrors(settings: MaterialSettings, product: string, draft: MaterialDraft): ConfigurationErrors {
  return configurationErrors(settings, { product, ...draft, fields: { ...draft.fields } as Record<MaterialField, string> });
}

/** Where a form key appears in the form, top to bottom: the focus goes to the first with a problem. */
const FORM_ORDER = [
  'subtype', 'name', 'surname', 'companyName', 'coverImage', 'contentImage', 'manufacturerLogo', 'phone', 'email',
  'shortDescription', 'longDescription', 'link', 'addressLine1', 'addressLine2', 'addressLine3', 'logo', 'services',
] as const;
export type FormKey = (typeof FORM_ORDER)[number];

export function firstProblem(errors: ConfigurationErrors): FormKey | null {
  return FORM_ORDER.find((key) => (errors[key]?.length ?? 0) > 0) ?? null;
}

/** SPEC §5: the characters left of the short (80) and long (100) description; null for other fields. */
export function charactersLeft(field: MaterialField, value: string): number | null {
  if (field === 'shortDescription') return MATERIAL_LIMITS.shortDescription - value.length;
  if (field === 'longDescription') return MATERIAL_LIMITS.longDescription - value.length;
  return null;
}

/** How many services the draft needs, and may have at most (SPEC §5: capped at the number required). */
export const servicesNeeded = (settings: MaterialSettings, draft: Pick<MaterialDraft, 'subtype'>): number =>
  servicesRequired(settings.type, draft.subtype);

/**
 * The logo files taken for upload (SPEC §5 Logo: jpeg, png, svg, pdf, postscript, zip, tiff,
 * photoshop, .eps, .ai), by the declared type or, where the browser declares none (.ai, .eps,
 * often .psd), the extension. The server decides again by the content.
 */
const LOGO_TYPES = [
  'image/jpeg', 'image/png', 'image/svg+xml', 'application/pdf', 'application/postscript', 'application/illustrator',
  'application/zip', 'application/x-zip-compressed', 'image/tiff', 'image/vnd.adobe.photoshop', 'application/x-photoshop',
];
const LOGO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'svg', 'pdf', 'eps', 'ai', 'zip', 'tif', 'tiff', 'psd'];
export const LOGO_ACCEPT = [...LOGO_EXTENSIONS.map((extension) => `.${extension}`), ...LOGO_TYPES].join(',');

export interface LogoCandidate {
  name: string;
  type: string;
  size: number;
}

/** SPEC §5 Logo: too large or of a type not taken blocks the upload, with its message. */
export function logoProblem(file: LogoCandidate): MaterialMessage | null {
  if (file.size > MATERIAL_LIMITS.logoBytes) return MATERIAL_MESSAGES.fileTooLarge;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const typeTaken = LOGO_TYPES.includes(file.type) || ((file.type === '' || file.type === 'application/octet-stream') && LOGO_EXTENSIONS.includes(extension));
  return typeTaken && LOGO_EXTENSIONS.includes(extension) ? null : MATERIAL_MESSAGES.fileType;
}
