import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FlyerSubtype, MaterialField, MaterialType } from '../../../contract/marketing-material';

/**
 * A marketing material's names, as the configurator (materials catalog) and the order's input
 * data (shop catalog) both show them: lingui.config.ts extracts this file into both catalogs.
 */

/** SPEC §2 configurator types. */
export const MATERIAL_TYPE_NAMES: Record<MaterialType, MessageDescriptor> = {
  business_card_horizontal: msg`Business card (horizontal)`,
  business_card_vertical: msg`Business card (vertical)`,
  banner: msg`Banner`,
  sticker: msg`Sticker`,
  billboard: msg`Billboard`,
  flyer: msg`Flyer`,
};

export const FLYER_SUBTYPE_LABELS: Record<FlyerSubtype, { label: MessageDescriptor; description: MessageDescriptor }> = {
  'flyer-classic': { label: msg`Classic`, description: msg`Your details with a picture inside.` },
  'flyer-services': { label: msg`Services`, description: msg`Six of your services with their icons.` },
  'flyer-references': { label: msg`References`, description: msg`Your work, with a picture inside.` },
};

/** SPEC §3 marketing configuration data, field by field. */
export const MATERIAL_FIELD_LABELS: Record<MaterialField, MessageDescriptor> = {
  name: msg`First name`,
  surname: msg`Surname`,
  companyName: msg`Company name`,
  link: msg`Website`,
  phone: msg`Phone`,
  email: msg`E-mail`,
  shortDescription: msg`Short description`,
  longDescription: msg`Long description`,
  logo: msg`Your logo`,
  addressLine1: msg`Address line 1`,
  addressLine2: msg`Address line 2`,
  addressLine3: msg`Address line 3`,
};

/** The pictures a configuration chooses (SPEC §3: cover or background image, the flyer's inside picture, the manufacturer's logo). */
export const MATERIAL_PICTURE_LABELS: Record<'coverImage' | 'contentImage' | 'manufacturerLogo', MessageDescriptor> = {
  coverImage: msg`Background image`,
  contentImage: msg`Inside picture`,
  manufacturerLogo: msg`Manufacturer's logo`,
};
