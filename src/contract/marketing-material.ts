/**
 * Personalised marketing materials (SPEC §2 Marketing-material configurator, §3 marketing
 * configuration data, §5 Configurator, Logo, Prefill, §9 limits; issue 26): the material types,
 * the settings a material product carries (which fields it offers and whether each is required,
 * its image choices, service icons, the manufacturer's logos and regional defaults), the stored
 * configuration, and the configurator's rules as pure functions, so that the portal and the
 * server refuse the same configurations with the same messages.
 */
import * as v from 'valibot';

export const MATERIAL_TYPES = [
  'business_card_horizontal', 'business_card_vertical', 'banner', 'sticker', 'billboard', 'flyer',
] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

/** A flyer's subtypes: a classic flyer with a content picture, a services flyer (SPEC §5), a references flyer. */
export const FLYER_SUBTYPES = ['flyer-classic', 'flyer-services', 'flyer-references'] as const;
export type FlyerSubtype = (typeof FLYER_SUBTYPES)[number];

/** SPEC §9. */
export const MATERIAL_LIMITS = {
  /** Characters of the short and the long description. */
  shortDescription: 80,
  longDescription: 100,
  /** The uploaded logo. */
  logoBytes: 10_000_000,
  /** The link's QR code is made again this long after the last change. */
  linkDebounceMs: 1000,
} as const;

/** SPEC §2 and §9: how many cover or background images each type offers to choose from (one fixed image elsewhere). */
export const IMAGE_CHOICES: Readonly<Record<MaterialType, number>> = {
  business_card_horizontal: 1, business_card_vertical: 1, banner: 6, sticker: 1, billboard: 5, flyer: 6,
};

/** SPEC §5 and §9: services a material needs exactly (none where it shows no services). */
export function servicesRequired(type: MaterialType, subtype: FlyerSubtype | null): number {
  if (type === 'business_card_horizontal') return 4;
  if (type === 'business_card_vertical') return 5;
  if (type === 'flyer' && subtype === 'flyer-services') return 6;
  return 0;
}

/** SPEC §3 marketing configuration data: the fields a person fills in (the logo holds a file reference). */
export const MATERIAL_FIELDS = [
  'name', 'surname', 'companyName', 'link', 'phone', 'email', 'shortDescription', 'longDescription', 'logo',
  'addressLine1', 'addressLine2', 'addressLine3',
] as const;
export type MaterialField = (typeof MATERIAL_FIELDS)[number];

/** Whether a field offered by a product must be filled in, or may be added by its tile. */
export type FieldUse = 'required' | 'optional';

/** Characters of a text field, where SPEC §9 sets none: bounds of the printed layout. */
const FIELD_MAX_LENGTH: Readonly<Record<MaterialField, number>> = {
  name: 60, surname: 60, companyName: 80, link: 300, phone: 30, email: 120,
  shortDescription: MATERIAL_LIMITS.shortDescription, longDescription: MATERIAL_LIMITS.longDescription,
  logo: 36, addressLine1: 80, addressLine2: 80, addressLine3: 80,
};
/** A service's text on the printed material. */
export const SERVICE_TEXT_MAX = 40;

/** Messages of the configurator's rules (SPEC §5, §8); the portal translates them. */
export const MATERIAL_MESSAGES = {
  contactNeeded: 'Enter a phone number or an e-mail address.',
  descriptionNeeded: 'Enter a short or a long description.',
  required: 'This field is required.',
  tooLong: 'This text is too long.',
  notOffered: 'This material does not offer this field.',
  servicesNone: 'Choose your services.',
  servicesCount: 'Choose exactly as many services as the material needs.',
  serviceText: 'Every service needs its text.',
  serviceIcon: 'Choose one of the offered service icons.',
  imageChoice: 'Choose one of the offered images.',
  logoChoice: "Choose one of the manufacturer's logos.",
  subtypeChoice: 'Choose the kind of flyer.',
  emailInvalid: 'Enter a valid e-mail address.',
  phoneInvalid: 'Enter a valid phone number.',
  linkInvalid: 'The link must be a web address starting with http:// or https://.',
  logoMissing: 'The logo file was not found. Upload it again.',
  productNotMaterial: 'This product is not a marketing material.',
  /** The QR code call. */
  qrData: 'The QR code can only be made of a web address (http or https) of at most 500 characters.',
  /** The logo upload (SPEC §5 Logo, §8 "too large or wrong type"). */
  fileTooLarge: 'The file may not be greater than 10 MB.',
  fileType: 'The file must be a PDF, AI, EPS, PNG, JPG, SVG, TIFF, PSD or ZIP file.',
  fileMissing: 'Choose a file to upload.',
} as const;
export type MaterialMessage = (typeof MATERIAL_MESSAGES)[keyof typeof MATERIAL_MESSAGES];

/** The longest link a QR code is made of. */
export const QR_DATA_MAX = 500;

/** A link the flyer prints and the QR code carries: http or https only. */
export function isWebLink(text: string): boolean {
  if (text.length > QR_DATA_MAX) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

// ---- Product settings ----

/** The address an artwork (cover, icon, manufacturer's logo) is served from: GET /v1/shop/artwork/{id}.svg. */
export const artworkUrl = (id: string): string => `/api/v1/shop/artwork/${encodeURIComponent(id)}.svg`;

/** A picture of the material's artwork: its id and the address it is served from. */
export const Artwork = v.object({ id: v.string(), url: v.string() });
export type Artwork = v.InferOutput<typeof Artwork>;

/** A service the region offers, with its icon and its text in the region's language. */
export const ServiceOption = v.object({ icon: v.string(), url: v.string(), text: v.string() });
export type ServiceOption = v.InferOutput<typeof ServiceOption>;

/** What a material product offers (SPEC §3 "offered fields depend on product settings"). */
export const MaterialSettings = v.object({
  type: v.picklist(MATERIAL_TYPES),
  /** Flyers only: the subtypes to choose from. */
  subtypes: v.array(v.picklist(FLYER_SUBTYPES)),
  fields: v.record(v.picklist(MATERIAL_FIELDS), v.picklist(['required', 'optional'])),
  images: v.array(Artwork),
  /** Flyers only: the pictures of the flyer's inside. */
  contentImages: v.array(Artwork),
  services: v.array(ServiceOption),
  logos: v.object({ default: Artwork, recommended: v.nullable(Artwork) }),
  defaults: v.object({ shortDescription: v.string(), link: v.string() }),
});
export type MaterialSettings = v.InferOutput<typeof MaterialSettings>;

/**
 * The settings as a company sees them (SPEC §5 Prefill, §3 "default or regional recommended"):
 * the regional recommended logo is offered only to a company the club recommends; any other gets
 * the manufacturer's default alone, so the rules refuse the recommended one and the portal
 * neither shows nor preselects it.
 */
export function settingsForCompany(settings: MaterialSettings, company: { recommended: boolean }): MaterialSettings {
  return company.recommended || settings.logos.recommended === null
    ? settings
    : { ...settings, logos: { ...settings.logos, recommended: null } };
}

export const fieldUse = (settings: Pick<MaterialSettings, 'fields'>, field: MaterialField): FieldUse | undefined =>
  settings.fields[field];

// ---- The configuration ----

const Service = v.object({ text: v.pipe(v.string(), v.trim(), v.maxLength(200)), icon: v.pipe(v.string(), v.maxLength(100)) });

/**
 * POST /v1/shop/configurations. `fields` holds the required fields and the optional ones the
 * person added (an added field left empty is an error, a field not added is absent); `logo` is a
 * file reference of POST /v1/shop/order/files. Lengths here are the body's bounds only: the
 * configurator's rules (configurationErrors) say what is allowed, field by field.
 */
export const MaterialConfigurationInput = v.object({
  product: v.pipe(v.string(), v.uuid()),
  subtype: v.optional(v.nullable(v.picklist(FLYER_SUBTYPES)), null),
  fields: v.pipe(
    v.record(v.picklist(MATERIAL_FIELDS), v.pipe(v.string(), v.trim(), v.maxLength(1000))),
    v.check((fields) => Object.keys(fields).length <= MATERIAL_FIELDS.length),
  ),
  coverImage: v.pipe(v.string(), v.maxLength(100)),
  contentImage: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100))), null),
  manufacturerLogo: v.pipe(v.string(), v.maxLength(100)),
  services: v.optional(v.pipe(v.array(Service), v.maxLength(20)), []),
});
export type MaterialConfigurationInput = v.InferInput<typeof MaterialConfigurationInput>;
export type MaterialConfiguration = v.InferOutput<typeof MaterialConfigurationInput>;

/** The stored configuration (POST answer and GET /v1/shop/configurations/{uuid}). */
export const StoredMaterialConfiguration = v.object({
  uuid: v.string(),
  type: v.picklist(MATERIAL_TYPES),
  created_at: v.string(),
  configuration: v.object({
    ...MaterialConfigurationInput.entries,
    subtype: v.nullable(v.picklist(FLYER_SUBTYPES)),
    fields: v.record(v.picklist(MATERIAL_FIELDS), v.string()),
    contentImage: v.nullable(v.string()),
    services: v.array(v.object({ text: v.string(), icon: v.string() })),
  }),
});
export type StoredMaterialConfiguration = v.InferOutput<typeof StoredMaterialConfiguration>;
export const MaterialConfigurationAnswer = v.object({ data: StoredMaterialConfiguration });

/** Answer of POST /v1/shop/order/files: the file reference that replaces the logo (SPEC §7). */
export const OrderFileAnswer = v.object({
  data: v.object({ uuid: v.string(), name: v.string(), content_type: v.string(), size: v.number(), url: v.string() }),
});
export type OrderFile = v.InferOutput<typeof OrderFileAnswer>['data'];

/** GET /v1/generate/qr-code: `data` is the link (checked as a link by the server, with its message). */
export const QrCodeQuery = v.object({ data: v.pipe(v.string(), v.maxLength(4000)) });
/** Its answer: the QR code as an SVG data URL. */
export const QrCodeAnswer = v.object({ data: v.pipe(v.string(), v.startsWith('data:image/svg+xml;base64,')) });

/** The field of the multipart body that carries the logo. */
export const ORDER_FILE_FIELD = 'file';

// ---- The rules (SPEC §5 Configurator) ----

export type ConfigurationErrors = Partial<Record<string, MaterialMessage[]>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC §5 phone input: digits (spaces, dashes, brackets and a leading + allowed), at least 5. */
const PHONE = /^\+?[\d\s()-]+$/;

function formatProblem(field: MaterialField, value: string): MaterialMessage | null {
  if (value.length > FIELD_MAX_LENGTH[field]) return MATERIAL_MESSAGES.tooLong;
  if (field === 'email' && !EMAIL.test(value)) return MATERIAL_MESSAGES.emailInvalid;
  if (field === 'phone' && !(PHONE.test(value) && value.replace(/\D/g, '').length >= 5)) return MATERIAL_MESSAGES.phoneInvalid;
  if (field === 'link' && !isWebLink(value)) return MATERIAL_MESSAGES.linkInvalid;
  return null;
}

const offered = (choices: readonly Artwork[], id: string | null) => id !== null && choices.some((choice) => choice.id === id);

function serviceErrors(settings: MaterialSettings, configuration: MaterialConfiguration): MaterialMessage[] {
  // A flyer's services are judged once its kind is chosen (the kind decides whether it has any).
  if (settings.type === 'flyer' && configuration.subtype === null) return [];
  const required = servicesRequired(settings.type, configuration.subtype);
  const chosen = configuration.services;
  if (required === 0) return chosen.length > 0 ? [MATERIAL_MESSAGES.notOffered] : [];
  const errors: MaterialMessage[] = [];
  if (chosen.length === 0) errors.push(MATERIAL_MESSAGES.servicesNone);
  else if (chosen.length !== required) errors.push(MATERIAL_MESSAGES.servicesCount);
  if (chosen.some((service) => service.text === '' || service.text.length > SERVICE_TEXT_MAX)) errors.push(MATERIAL_MESSAGES.serviceText);
  if (chosen.some((service) => !settings.services.some((option) => option.icon === service.icon))) errors.push(MATERIAL_MESSAGES.serviceIcon);
  return errors;
}

/**
 * Every broken rule of SPEC §5 Configurator, per field, in the order the form shows the fields
 * (the portal focuses the first). Empty when the configuration may be stored. Whether the logo's
 * file reference belongs to the company is the server's check (it needs the database).
 */
export function configurationErrors(settings: MaterialSettings, configuration: MaterialConfiguration): ConfigurationErrors {
  const errors: ConfigurationErrors = {};
  const add = (key: string, message: MaterialMessage) => {
    const list = (errors[key] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  const isFlyer = settings.type === 'flyer';
  if (isFlyer ? !configuration.subtype || !settings.subtypes.includes(configuration.subtype) : configuration.subtype !== null) {
    add('subtype', MATERIAL_MESSAGES.subtypeChoice);
  }
  for (const field of MATERIAL_FIELDS) {
    const value = configuration.fields[field];
    const use = fieldUse(settings, field);
    if (value === undefined) {
      if (use === 'required') add(field, MATERIAL_MESSAGES.required);
      continue;
    }
    if (!use) add(field, MATERIAL_MESSAGES.notOffered);
    else if (value === '') add(field, MATERIAL_MESSAGES.required);
    else {
      const problem = formatProblem(field, value);
      if (problem) add(field, problem);
    }
  }
  const filled = (field: MaterialField) => (configuration.fields[field] ?? '') !== '';
  const offers = (field: MaterialField) => fieldUse(settings, field) !== undefined;
  if ((offers('phone') || offers('email')) && !filled('phone') && !filled('email')) {
    add('phone', MATERIAL_MESSAGES.contactNeeded);
    add('email', MATERIAL_MESSAGES.contactNeeded);
  }
  if (isFlyer && !filled('shortDescription') && !filled('longDescription')) {
    add('shortDescription', MATERIAL_MESSAGES.descriptionNeeded);
    add('longDescription', MATERIAL_MESSAGES.descriptionNeeded);
  }
  if (!offered(settings.images, configuration.coverImage)) add('coverImage', MATERIAL_MESSAGES.imageChoice);
  if (isFlyer ? !offered(settings.contentImages, configuration.contentImage) : configuration.contentImage !== null) {
    add('contentImage', MATERIAL_MESSAGES.imageChoice);
  }
  const logos = [settings.logos.default, ...(settings.logos.recommended ? [settings.logos.recommended] : [])];
  if (!offered(logos, configuration.manufacturerLogo)) add('manufacturerLogo', MATERIAL_MESSAGES.logoChoice);
  for (const message of serviceErrors(settings, configuration)) add('services', message);
  return errors;
}
