import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FlyerSubtype, MaterialField, MaterialType } from '../../../contract/marketing-material';

/** The material types as the order's input data names them (SPEC §2 configurator types). */
export const MATERIAL_TYPE_LABELS: Record<MaterialType, MessageDescriptor> = {
  business_card_horizontal: msg`Business card (horizontal)`,
  business_card_vertical: msg`Business card (vertical)`,
  banner: msg`Banner`,
  sticker: msg`Sticker`,
  billboard: msg`Billboard`,
  flyer: msg`Flyer`,
};

export const FLYER_SUBTYPE_LABELS: Record<FlyerSubtype, MessageDescriptor> = {
  'flyer-classic': msg`Classic flyer`,
  'flyer-services': msg`Services flyer`,
  'flyer-references': msg`References flyer`,
};

/** SPEC §3 marketing configuration data, field by field (the logo is shown as its download). */
export const MATERIAL_FIELD_LABELS: Record<Exclude<MaterialField, 'logo'>, MessageDescriptor> = {
  name: msg`First name`,
  surname: msg`Surname`,
  companyName: msg`Company name`,
  link: msg`Link`,
  phone: msg`Phone`,
  email: msg`E-mail`,
  shortDescription: msg`Short description`,
  longDescription: msg`Long description`,
  addressLine1: msg`Address line 1`,
  addressLine2: msg`Address line 2`,
  addressLine3: msg`Address line 3`,
};
