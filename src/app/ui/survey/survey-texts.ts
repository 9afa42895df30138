import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { SurveyAnswer } from '../../../contract/survey';

/** Question texts of the company and decor surveys, by question id (src/contract/survey.ts). */
const QUESTIONS: Record<string, MessageDescriptor> = {
  'team-size': msg`How many people work in your installation teams?`,
  'windows-per-year': msg`How many roof windows does your company install in a year?`,
  'renovation-share': msg`What share of your work is renovation of existing roofs?`,
  'flat-roof-share': msg`What share of your projects are flat roofs?`,
  brands: msg`Which brands of roof windows do you install?`,
  services: msg`Which services does your company offer?`,
  'decor-per-month': msg`How many blinds and shutters do you install in a month?`,
  'decor-products': msg`Which products do you install most often?`,
  'decor-customers': msg`Who are your customers?`,
};

/** Texts of the answers that are not number ranges, by answer id. */
const ANSWERS: Record<string, MessageDescriptor> = {
  velux: msg`VELUX`,
  fakro: msg`FAKRO`,
  roto: msg`Roto`,
  dakea: msg`Dakea`,
  okpol: msg`Okpol`,
  'other-brand': msg`Another brand`,
  'roof-windows': msg`Roof window installation`,
  'flat-roof-windows': msg`Flat roof windows`,
  'sun-tunnels': msg`Sun tunnels`,
  'blinds-shutters': msg`Blinds and shutters`,
  roofing: msg`Roofing`,
  'loft-conversions': msg`Loft conversions`,
  'interior-blinds': msg`Interior blinds`,
  'exterior-blinds': msg`Exterior blinds and awnings`,
  'roller-shutters': msg`Roller shutters`,
  'insect-screens': msg`Insect screens`,
  awnings: msg`Awnings`,
  homeowners: msg`Homeowners`,
  developers: msg`Developers`,
  roofers: msg`Roofing companies`,
  retailers: msg`Retailers`,
};

export function questionText(i18n: I18n, questionId: string): string {
  const descriptor = QUESTIONS[questionId];
  return descriptor ? i18n._(descriptor) : questionId;
}

/** An answer's text; number ranges are formatted for the reader's locale ("26–50 %", "95 %+"). */
export function answerText(i18n: I18n, answer: SurveyAnswer): string {
  if (!answer.band) {
    const descriptor = ANSWERS[answer.id];
    return descriptor ? i18n._(descriptor) : answer.id;
  }
  const { from, to, unit } = answer.band;
  const format = (value: number) => i18n.number(unit === 'percent' ? value / 100 : value, unit === 'percent' ? { style: 'percent' } : {});
  if (to === null) return `${format(from)}+`;
  if (from === to) return format(from);
  return unit === 'percent' ? `${i18n.number(from)}–${format(to)}` : `${format(from)}–${format(to)}`;
}
