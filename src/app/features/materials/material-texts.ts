import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  MATERIAL_MESSAGES, type FlyerSubtype, type MaterialField, type MaterialMessage, type MaterialType,
} from '../../../contract/marketing-material';
import type { FormKey } from '../../../../machines/configurator-rules';

/** The configurator's rules' messages (the contract's English, SPEC §5, §8), as the person reads them. */
export const MATERIAL_MESSAGE_TEXTS: Record<MaterialMessage, MessageDescriptor> = {
  [MATERIAL_MESSAGES.contactNeeded]: msg`Enter a phone number or an e-mail address.`,
  [MATERIAL_MESSAGES.descriptionNeeded]: msg`Enter a short or a long description.`,
  [MATERIAL_MESSAGES.required]: msg`This field is required.`,
  [MATERIAL_MESSAGES.tooLong]: msg`This text is too long.`,
  [MATERIAL_MESSAGES.notOffered]: msg`This material does not offer this field.`,
  [MATERIAL_MESSAGES.servicesNone]: msg`Choose your services.`,
  [MATERIAL_MESSAGES.servicesCount]: msg`Choose exactly as many services as the material needs.`,
  [MATERIAL_MESSAGES.serviceText]: msg`Every service needs its text.`,
  [MATERIAL_MESSAGES.serviceIcon]: msg`Choose one of the offered service icons.`,
  [MATERIAL_MESSAGES.imageChoice]: msg`Choose one of the offered images.`,
  [MATERIAL_MESSAGES.logoChoice]: msg`Choose one of the manufacturer's logos.`,
  [MATERIAL_MESSAGES.subtypeChoice]: msg`Choose the kind of flyer.`,
  [MATERIAL_MESSAGES.emailInvalid]: msg`Enter a valid e-mail address.`,
  [MATERIAL_MESSAGES.phoneInvalid]: msg`Enter a valid phone number.`,
  [MATERIAL_MESSAGES.linkInvalid]: msg`The link must be a web address starting with http:// or https://.`,
  [MATERIAL_MESSAGES.logoMissing]: msg`The logo file was not found. Upload it again.`,
  [MATERIAL_MESSAGES.productNotMaterial]: msg`This product is not a marketing material.`,
  [MATERIAL_MESSAGES.qrData]: msg`The QR code can only be made of a web address (http or https) of at most 500 characters.`,
  [MATERIAL_MESSAGES.fileTooLarge]: msg`The file may not be greater than 10 MB.`,
  [MATERIAL_MESSAGES.fileType]: msg`The file must be a PDF, AI, EPS, PNG, JPG or SVG file.`,
  [MATERIAL_MESSAGES.fileMissing]: msg`Choose a file to upload.`,
};

export const GENERIC_FAILURE = msg`Something went wrong. Please try again.`;

export const FIELD_LABELS: Record<MaterialField, MessageDescriptor> = {
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

/** The names of the form's parts in the list of problems. */
export const FORM_KEY_LABELS: Record<FormKey, MessageDescriptor> = {
  ...FIELD_LABELS,
  subtype: msg`Kind of flyer`,
  coverImage: msg`Background image`,
  contentImage: msg`Inside picture`,
  manufacturerLogo: msg`Manufacturer's logo`,
  services: msg`Services`,
};

export const TYPE_NAMES: Record<MaterialType, MessageDescriptor> = {
  business_card_horizontal: msg`Business card (horizontal)`,
  business_card_vertical: msg`Business card (vertical)`,
  banner: msg`Banner`,
  sticker: msg`Sticker`,
  billboard: msg`Billboard`,
  flyer: msg`Flyer`,
};

export const SUBTYPE_LABELS: Record<FlyerSubtype, { label: MessageDescriptor; description: MessageDescriptor }> = {
  'flyer-classic': { label: msg`Classic`, description: msg`Your details with a picture inside.` },
  'flyer-services': { label: msg`Services`, description: msg`Six of your services with their icons.` },
  'flyer-references': { label: msg`References`, description: msg`Your work, with a picture inside.` },
};
