/**
 * Material products as the configurator tests use them: the settings a product carries (SPEC §3:
 * the fields it offers, each required or optional; its images, services and logos), written here
 * as data, not taken from the demo catalogue.
 */
import { createActor, type AnyActorLogic } from 'xstate';
import { configuratorMachine, type ConfiguratorEmitted, type ConfiguratorInput } from '../../machines/configurator-machine';
import type { MaterialPrefill } from '../../machines/configurator-rules';
import type { MaterialSettings } from '../../src/contract/marketing-material';
import { DeferredActors, ManualClock } from '../app/support/machine-harness';

const art = (id: string) => ({ id, url: `/api/v1/shop/artwork/${id}.svg` });
const SERVICES = ['roof', 'window', 'skylight', 'gutter', 'insulation', 'chimney', 'solar'].map((icon) => ({ icon, url: `/api/v1/shop/artwork/icon-${icon}.svg`, text: `Service ${icon}` }));
const LOGOS = { default: art('logo-default'), recommended: null };
const DEFAULTS = { shortDescription: 'Roofs and windows fitted by certified installers.', link: 'https://club.example/pl' };

export const PRODUCT = '8a6e0f5c-1d2b-4c3a-9e8f-7a6b5c4d3e2f';

/** A sticker: the company name required, phone, e-mail and logo optional; no services. */
export const STICKER: MaterialSettings = {
  type: 'sticker', subtypes: [],
  fields: { companyName: 'required', phone: 'optional', email: 'optional', logo: 'optional' },
  images: [art('cover-sticker-1')], contentImages: [], services: [],
  logos: { default: art('logo-default'), recommended: art('logo-recommended-pl') }, defaults: DEFAULTS,
};

/** A vertical business card: name and surname required, five services (SPEC §5). */
export const CARD_VERTICAL: MaterialSettings = {
  type: 'business_card_vertical', subtypes: [],
  fields: { name: 'required', surname: 'required', companyName: 'optional', phone: 'optional', email: 'optional', link: 'optional', logo: 'optional', addressLine1: 'optional', addressLine2: 'optional' },
  images: [art('cover-card-1')], contentImages: [], services: SERVICES, logos: LOGOS, defaults: DEFAULTS,
};

/** A flyer: its kinds, six covers, inside pictures, the services of a services flyer, the link. */
export const FLYER: MaterialSettings = {
  type: 'flyer', subtypes: ['flyer-classic', 'flyer-services', 'flyer-references'],
  fields: {
    name: 'required', surname: 'required', companyName: 'required', phone: 'optional', email: 'optional', link: 'optional',
    shortDescription: 'optional', longDescription: 'optional', logo: 'optional', addressLine1: 'optional', addressLine2: 'optional', addressLine3: 'optional',
  },
  images: [1, 2, 3, 4, 5, 6].map((n) => art(`cover-flyer-${n}`)), contentImages: [1, 2].map((n) => art(`content-${n}`)),
  services: SERVICES, logos: LOGOS, defaults: DEFAULTS,
};

interface ConfiguratorDesign {
  settings: MaterialSettings;
  prefill: MaterialPrefill;
  /** What session storage held for the draft (none by default). */
  saved?: unknown;
}

interface ConfiguratorSetup extends ConfiguratorDesign {
  /** The logo's upload, when the test drives it (else the machine's own, never reached). */
  upload?: AnyActorLogic;
  delays?: Record<string, number>;
}

/** The configurator's input for PRODUCT: what a started actor gets, and what a model walk's graph starts from. */
export const configuratorInput = ({ settings, prefill, saved = null }: ConfiguratorDesign): ConfiguratorInput => ({ product: PRODUCT, settings, prefill, saved });

/**
 * A started configurator whose calls wait on the test (DeferredActors), whose time is the test's
 * clock, and whose every emitted event is kept in `told`, in order.
 */
export function startConfigurator({ upload, delays, ...design }: ConfiguratorSetup) {
  const actors = new DeferredActors();
  const clock = new ManualClock();
  const machine = configuratorMachine.provide({
    actors: {
      'store configuration': actors.logic('store configuration'),
      'make QR code': actors.logic('make QR code'),
      'load kept logo': actors.logic('load kept logo'),
      'forget kept logo': actors.logic('forget kept logo'),
      ...(upload ? { 'upload logo': upload } : {}),
    },
    ...(delays ? { delays } : {}),
  });
  const actor = createActor(machine, { input: configuratorInput(design), clock });
  const told: ConfiguratorEmitted[] = [];
  actor.on('*', (event) => told.push(event));
  actor.start();
  return { actors, clock, actor, told };
}
