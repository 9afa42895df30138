import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ProductScan, ProductType, ProjectStatusId, ScanFlag } from '../../../contract/projects';
import type { ScanRefusal } from '../../../../machines/scan-queue-machine';
import type { CameraFailure } from '../../../../machines/camera-scanner-machine';
import type { ProjectTab } from './project-tabs';

/**
 * The list's tabs name groups of projects: messages of their own, apart from the status badges,
 * since many languages say "closed" of one project and of many differently (pl Zamknięty/Zamknięte).
 */
export const TAB_LABELS: Record<ProjectTab, MessageDescriptor> = {
  open: msg({ message: 'All', context: 'projects list tab' }),
  review: msg({ message: 'In review', context: 'projects list tab' }),
  closed: msg({ message: 'Closed', context: 'projects list tab' }),
  lost: msg({ message: 'Lost', context: 'projects list tab' }),
};

/** SPEC §4: 4 (survey posted) reads "in progress" like 1. */
export const PROJECT_STATUS_LABELS: Record<ProjectStatusId, MessageDescriptor> = {
  1: msg`In progress`,
  2: msg`Closed`,
  3: msg`Lost`,
  4: msg`In progress`,
  5: msg`In review`,
};

/**
 * SPEC §4 colours (in progress blue, lost grey, in review yellow), except a closed project: green,
 * not SPEC's red, since it earned its points and red reads as an alarm (issue 28).
 */
export const PROJECT_STATUS_TONES: Record<ProjectStatusId, 'blue' | 'green' | 'grey' | 'yellow'> = {
  1: 'blue',
  2: 'green',
  3: 'grey',
  4: 'blue',
  5: 'yellow',
};

export const SCAN_FLAG_LABELS: Record<ScanFlag, MessageDescriptor> = {
  1: msg`Accepted`,
  2: msg`In review`,
  3: msg`Rejected`,
};

export const PRODUCT_TYPE_LABELS: Record<ProductType, MessageDescriptor> = {
  roof_window: msg`Roof window`,
  flashing: msg`Flashing`,
  blind: msg`Blind`,
  awning: msg`Awning`,
  loft_ladder: msg`Loft ladder`,
  accessory: msg`Accessory`,
  decor: msg`Decor`,
};

/** The catalogue's variant codes (src/server/reference/product-catalogue.ts). */
const VARIANT_LABELS: Record<string, MessageDescriptor> = {
  'pine-clear-lacquer': msg`Pine, clear lacquer`,
  'white-polyurethane': msg`White polyurethane`,
  'white-polyurethane-solar': msg`White polyurethane, solar`,
  'profiled-roofing': msg`For profiled roofing`,
  'flat-roofing': msg`For flat roofing`,
  blackout: msg`Blackout`,
  roller: msg`Roller`,
  'exterior-awning': msg`Exterior awning`,
  'wooden-three-section': msg`Wooden, three sections`,
  'insulated-wooden': msg`Wooden, insulated`,
  'insulation-collar': msg`Insulation collar`,
  'vapour-barrier-collar': msg`Vapour barrier collar`,
  'remote-control': msg`Remote control`,
  'pleated-blind': msg`Pleated blind`,
  'insect-screen': msg`Insect screen`,
  'roller-shutter': msg`Roller shutter`,
};

/** A variant's label; a code the portal does not know yet shows as it is. */
export function variantText(i18n: I18n, variant: string): string {
  const descriptor = VARIANT_LABELS[variant];
  return descriptor ? i18n._(descriptor) : variant;
}

/** The scanned product in words: "Roof window · 78 × 118 cm · White polyurethane". */
export function scanProductText(i18n: I18n, scan: Pick<ProductScan, 'type' | 'size' | 'variant'>): string {
  return [i18n._(PRODUCT_TYPE_LABELS[scan.type]), scan.size, variantText(i18n, scan.variant)].filter(Boolean).join(' · ');
}

/** Why a queued scan was refused (the server's reasons, SPEC §8). */
export const SCAN_REFUSAL_TEXTS: Record<ScanRefusal, MessageDescriptor> = {
  unknownSerial: msg`This serial number is not in the product register. Check the number on the product label.`,
  serialTaken: msg`This serial number has already been scanned.`,
  notInProgress: msg`The project is no longer in progress.`,
  tooManyScans: msg`This project holds as many scans as it can.`,
  invalidSerial: msg`This is not a serial number.`,
  other: msg`The scan was refused.`,
};

/** What to do about a refused scan (issue 28): a word, and where to go when the portal cannot help. */
export const SCAN_REFUSAL_ADVICE: Record<ScanRefusal, { text: MessageDescriptor; goTo: 'support' | 'newProject' | null }> = {
  unknownSerial: { text: msg`If the number matches the label, write to us and we will check it.`, goTo: 'support' },
  serialTaken: { text: msg`Each product counts once. If nobody in your company scanned it, write to us.`, goTo: 'support' },
  notInProgress: { text: msg`Scan it into a project in progress, or start a new one.`, goTo: 'newProject' },
  tooManyScans: { text: msg`Start a new project for the next products.`, goTo: 'newProject' },
  invalidSerial: { text: msg`Type the number as printed on the label: 4 to 40 letters and digits.`, goTo: null },
  other: { text: msg`Try again in a moment. If it happens again, write to us.`, goTo: 'support' },
};

export const CAMERA_FAILURE_TEXTS: Record<CameraFailure, MessageDescriptor> = {
  denied: msg`The camera may not be used. Allow the camera for this site in your browser settings, or enter the serial number below.`,
  noCamera: msg`No camera was found, or another app is using it. Enter the serial number below.`,
  unsupported: msg`This browser cannot read codes with the camera. Enter the serial number below.`,
  other: msg`The camera could not be started. Enter the serial number below.`,
};

/** The project survey's questions and answers (PROJECT_SURVEY in src/contract/projects.ts). */
const SURVEY_QUESTIONS: Record<string, MessageDescriptor> = {
  installation: msg`How was this product installed?`,
  building: msg`What kind of building is it?`,
};
const SURVEY_ANSWERS: Record<string, MessageDescriptor> = {
  'new-build': msg`In a new building`,
  replacement: msg`As a replacement of an old product`,
  'additional-opening': msg`In a new opening in an existing roof`,
  'detached-house': msg`Detached house`,
  'terraced-house': msg`Terraced or semi-detached house`,
  'apartment-building': msg`Apartment building`,
  'commercial-building': msg`Commercial building`,
};

export function surveyQuestionText(i18n: I18n, questionId: string): string {
  const descriptor = SURVEY_QUESTIONS[questionId];
  return descriptor ? i18n._(descriptor) : questionId;
}

export function surveyAnswerText(i18n: I18n, answerId: string): string {
  const descriptor = SURVEY_ANSWERS[answerId];
  return descriptor ? i18n._(descriptor) : answerId;
}
