import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { MATERIAL_MESSAGES, type MaterialMessage } from '../../../contract/marketing-material';
import type { FormKey } from '../../../../machines/configurator-rules';
import { MATERIAL_FIELD_LABELS, MATERIAL_PICTURE_LABELS } from '../../ui/material/material-texts';

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
  [MATERIAL_MESSAGES.fileType]: msg`The file must be a PDF, AI, EPS, PNG, JPG, SVG, TIFF, PSD or ZIP file.`,
  [MATERIAL_MESSAGES.fileMissing]: msg`Choose a file to upload.`,
};

export const GENERIC_FAILURE = msg`Something went wrong. Please try again.`;

/** The names of the form's parts in the list of problems. */
export const FORM_KEY_LABELS: Record<FormKey, MessageDescriptor> = {
  ...MATERIAL_FIELD_LABELS,
  ...MATERIAL_PICTURE_LABELS,
  subtype: msg`Kind of flyer`,
  services: msg`Services`,
};
