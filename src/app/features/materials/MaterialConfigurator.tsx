import { useRef, useState } from 'react';
import * as v from 'valibot';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { charactersLeft, configurationOf, LOGO_ACCEPT, prefillOf, servicesNeeded, type FormKey } from '../../../../machines/configurator-rules';
import type { ConfiguratorContext } from '../../../../machines/configurator-machine';
import { MATERIAL_FIELDS, type MaterialField, type MaterialSettings } from '../../../contract/marketing-material';
import { can } from '../../../contract/permissions';
import { userQuery } from '../../api/queries';
import { readStored, removeStored, writeStored } from '../../storage/browser-storage';
import { Alert, Button, Checkbox, FileButton, ProgressBar, RadioGroup, TextArea, TextField, useOn } from '../../ui';
import { appConfiguratorMachine } from './material-actors';
import { MaterialPreview } from './MaterialPreview';
import { FLYER_SUBTYPE_LABELS, MATERIAL_FIELD_LABELS, MATERIAL_PICTURE_LABELS, MATERIAL_TYPE_NAMES } from '../../ui/material/material-texts';
import { FORM_KEY_LABELS, GENERIC_FAILURE, MATERIAL_MESSAGE_TEXTS } from './material-texts';
import './materials.css';

type ConfiguratorRef = ReturnType<typeof useActorRef<typeof appConfiguratorMachine>>;
type FocusTargets = Partial<Record<FormKey, HTMLElement | null>>;

const CONTACT: readonly MaterialField[] = ['phone', 'email'];
const DESCRIPTION: readonly MaterialField[] = ['shortDescription', 'longDescription'];
/** The logo has its own part (the upload), shown once its tile is added. */
const OWN_PART: readonly MaterialField[] = [...CONTACT, ...DESCRIPTION, 'logo'];

/**
 * SPEC §2 "Marketing-material configurator", on the product page of a material (/shop/{uuid}):
 * the sections of the design beside its live preview (desktop) or with the preview behind a toggle
 * above the form (phone); the machine decides everything, the view renders it and sends events.
 */
export default function MaterialConfigurator({ product, settings }: { product: string; settings: MaterialSettings }) {
  const { data: user } = useSuspenseQuery(userQuery());
  if (!can(user.role.id, 'materials.configure')) {
    return <Alert tone="info"><Trans>Your company's owner designs and orders marketing materials.</Trans></Alert>;
  }
  return <Configurator product={product} settings={settings} prefill={prefillOf({ user, company: user.company })} />;
}

function Configurator({ product, settings, prefill }: { product: string; settings: MaterialSettings; prefill: ReturnType<typeof prefillOf> }) {
  const { i18n, t } = useLingui();
  const draftKey = `material-draft:${product}`;
  // The draft in this tab's session storage, under the wizards' progress contract (machines/wizard-progress.ts);
  // not through storage/wizard-progress.ts, which /login's chunk holds: shared, it was a file of its own there.
  const configurator = useActorRef(appConfiguratorMachine, { input: { product, settings, prefill, saved: readStored(sessionStorage, draftKey, v.unknown()) } });
  useOn(configurator, 'progress.save', (event) => writeStored(sessionStorage, draftKey, event.progress));
  useOn(configurator, 'progress.forget', () => removeStored(sessionStorage, draftKey));
  const navigate = useNavigate();
  useOn(configurator, 'configured', (event) => void navigate({ to: '/checkout/$uuid', params: { uuid: event.uuid } }));
  const targets = useRef<FocusTargets>({});
  const failureRef = useRef<HTMLDivElement>(null);
  useOn(configurator, 'focus', (event) => (event.field ? targets.current[event.field] : failureRef.current)?.focus());
  const context = useSelector(configurator, (snapshot) => snapshot.context);
  const storing = useSelector(configurator, (snapshot) => snapshot.matches({ form: 'storing' }));
  const [previewOpen, setPreviewOpen] = useState(false);
  const errorsOf = (key: FormKey) => (context.errors?.[key] ?? []).map((message) => messageText(i18n, message));
  const fields = context.draft.fields;
  const shown = (field: MaterialField) => fields[field] !== undefined;
  const offered = MATERIAL_FIELDS.filter((field) => settings.fields[field] !== undefined);
  const required = offered.filter((field) => settings.fields[field] === 'required' && !OWN_PART.includes(field));
  const optional = offered.filter((field) => settings.fields[field] === 'optional' && !CONTACT.includes(field) && !DESCRIPTION.includes(field));
  const field = (name: MaterialField) => (
    <MaterialTextField key={name} name={name} configurator={configurator} context={context} errors={errorsOf(name)}
      removable={settings.fields[name] === 'optional'} target={(element) => { targets.current[name] = element; }} />
  );
  const tiles = (names: readonly MaterialField[]) => {
    const hidden = names.filter((name) => settings.fields[name] === 'optional' && !shown(name));
    return hidden.length === 0 ? null : (
      <div className="app-material__tiles">
        {hidden.map((name) => <FieldTile key={name} name={name} configurator={configurator} />)}
      </div>
    );
  };
  const problems = Object.entries(context.errors ?? {}).filter(([, messages]) => (messages?.length ?? 0) > 0);
  const isFlyer = settings.type === 'flyer';
  const preview = (
    <MaterialPreview settings={settings} configuration={configurationOf(product, context.draft)} side={context.side}
      logoUrl={context.logo?.url ?? null} qrCode={context.qrCode} />
  );

  return (
    <form className="app-material" noValidate aria-label={i18n._(MATERIAL_TYPE_NAMES[settings.type])}
      onSubmit={(event) => { event.preventDefault(); configurator.send({ type: 'SUBMIT' }); }}>
      <div className="app-material__preview">
        <Button variant="secondary" className="app-material__preview-toggle" aria-expanded={previewOpen} onClick={() => setPreviewOpen(!previewOpen)}>
          {previewOpen ? <Trans>Hide the preview</Trans> : <Trans>Show the preview</Trans>}
        </Button>
        <div className={previewOpen ? 'app-material__preview-body is-open' : 'app-material__preview-body'}>
          <div className="app-material__canvas">{preview}</div>
          {isFlyer ? (
            <Button variant="secondary" onClick={() => configurator.send({ type: 'FLIP' })}>
              {context.side === 'front' ? <Trans>Show the back</Trans> : <Trans>Show the front</Trans>}
            </Button>
          ) : null}
        </div>
      </div>

      <div className="app-material__form">
        <div ref={failureRef} tabIndex={-1} className="app-material__problems">
          {context.failure === 'generic' ? <Alert tone="error">{i18n._(GENERIC_FAILURE)}</Alert> : null}
          {problems.length > 0 ? (
            <Alert tone="error">
              <p className="app-material__problems-title"><Trans>Please correct the following:</Trans></p>
              <ul>
                {problems.map(([key, messages]) => (
                  <li key={key}>
                    {key in FORM_KEY_LABELS ? `${i18n._(FORM_KEY_LABELS[key as FormKey])}: ` : null}
                    {(messages ?? []).map((message) => messageText(i18n, message)).join(' ')}
                  </li>
                ))}
              </ul>
            </Alert>
          ) : null}
        </div>

        {isFlyer ? (
          <div ref={(element) => { targets.current.subtype = element; }} tabIndex={-1}>
            <RadioGroup legend={t`Kind of flyer`} name="subtype" value={context.draft.subtype} errors={errorsOf('subtype')}
              onChange={(subtype) => configurator.send({ type: 'CHOOSE_SUBTYPE', subtype })}
              options={settings.subtypes.map((subtype) => ({ value: subtype, label: i18n._(FLYER_SUBTYPE_LABELS[subtype].label), description: i18n._(FLYER_SUBTYPE_LABELS[subtype].description) }))} />
          </div>
        ) : null}

        <fieldset className="app-material__section">
          <legend><Trans>Your details</Trans></legend>
          {required.map(field)}
        </fieldset>

        {settings.images.length > 1 ? (
          <ImageChoice legend={i18n._(MATERIAL_PICTURE_LABELS.coverImage)} name="coverImage" images={settings.images} value={context.draft.coverImage}
            errors={errorsOf('coverImage')} target={(element) => { targets.current.coverImage = element; }}
            onChange={(image) => configurator.send({ type: 'CHOOSE_IMAGE', image })} />
        ) : null}
        {isFlyer && settings.contentImages.length > 0 ? (
          <ImageChoice legend={i18n._(MATERIAL_PICTURE_LABELS.contentImage)} name="contentImage" images={settings.contentImages} value={context.draft.contentImage}
            errors={errorsOf('contentImage')} target={(element) => { targets.current.contentImage = element; }}
            onChange={(image) => configurator.send({ type: 'CHOOSE_CONTENT_IMAGE', image })} />
        ) : null}
        {settings.logos.recommended ? (
          <ImageChoice legend={i18n._(MATERIAL_PICTURE_LABELS.manufacturerLogo)} name="manufacturerLogo" value={context.draft.manufacturerLogo} whole
            images={[settings.logos.recommended, settings.logos.default]} errors={errorsOf('manufacturerLogo')}
            labels={[t`Recommended installer`, t`Standard`]} target={(element) => { targets.current.manufacturerLogo = element; }}
            onChange={(logo) => configurator.send({ type: 'CHOOSE_MANUFACTURER_LOGO', logo })} />
        ) : null}

        {CONTACT.some((name) => settings.fields[name]) ? (
          <fieldset className="app-material__section">
            <legend><Trans>Contact</Trans></legend>
            <p className="app-material__note"><Trans>A phone number, an e-mail address or both.</Trans></p>
            {CONTACT.filter(shown).map(field)}
            {tiles(CONTACT)}
          </fieldset>
        ) : null}

        {isFlyer ? (
          <fieldset className="app-material__section">
            <legend><Trans>Description</Trans></legend>
            <p className="app-material__note"><Trans>A short description, a long one or both.</Trans></p>
            {DESCRIPTION.filter(shown).map(field)}
            {tiles(DESCRIPTION)}
          </fieldset>
        ) : null}

        {optional.length > 0 ? (
          <fieldset className="app-material__section">
            <legend><Trans>More on your material</Trans></legend>
            {optional.filter((name) => name !== 'logo' && shown(name)).map(field)}
            {shown('logo') ? <LogoPart configurator={configurator} context={context} errors={errorsOf('logo')} target={(element) => { targets.current.logo = element; }} /> : null}
            {tiles(optional)}
          </fieldset>
        ) : null}

        <Services configurator={configurator} context={context} errors={errorsOf('services')} target={(element) => { targets.current.services = element; }} />

        <Button type="submit" loading={storing}><Trans>Continue to the order</Trans></Button>
      </div>
    </form>
  );
}

/** SPEC §2: an optional field is added by its tile. */
function FieldTile({ name, configurator }: { name: MaterialField; configurator: ConfiguratorRef }) {
  const { i18n } = useLingui();
  const label = i18n._(MATERIAL_FIELD_LABELS[name]);
  return (
    <Button variant="secondary" onClick={() => configurator.send({ type: 'ADD_FIELD', field: name })}>
      <span aria-hidden="true">+ </span><Trans>Add: {label}</Trans>
    </Button>
  );
}

/** A rule's message in the person's language (`i18n._` reads `this`: the instance is passed, not its method). */
const messageText = (i18n: I18n, message: string): string =>
  (message in MATERIAL_MESSAGE_TEXTS ? i18n._(MATERIAL_MESSAGE_TEXTS[message as keyof typeof MATERIAL_MESSAGE_TEXTS]) : message);

interface PartProps {
  configurator: ConfiguratorRef;
  context: ConfiguratorContext;
  errors: string[];
  target: (element: HTMLElement | null) => void;
}

/** A text field of the design, with the characters left where SPEC §9 sets a limit, and its remove control when it was added by tile. */
function MaterialTextField({ name, configurator, context, errors, removable, target }: PartProps & { name: MaterialField; removable: boolean }) {
  const { i18n, t } = useLingui();
  const value = context.draft.fields[name] ?? '';
  const left = charactersLeft(name, value);
  const label = i18n._(MATERIAL_FIELD_LABELS[name]);
  const over = left === null ? 0 : -left;
  const hint = left === null ? undefined : left >= 0 ? t`${left} characters left` : t`${over} characters too many`;
  const onChange = (text: string) => configurator.send({ type: 'CHANGE', field: name, value: text });
  const Field = name === 'longDescription' ? (
    <TextArea label={label} value={value} rows={3} errors={errors} hint={hint} ref={target} onChange={(event) => onChange(event.target.value)} />
  ) : (
    <TextField label={label} value={value} errors={errors} hint={hint} ref={target}
      type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : name === 'link' ? 'url' : 'text'}
      autoComplete={name === 'email' ? 'email' : name === 'phone' ? 'tel' : undefined}
      onChange={(event) => onChange(event.target.value)} />
  );
  return (
    <div className="app-material__field">
      {Field}
      {removable ? (
        <Button variant="link" className="app-material__remove" onClick={() => configurator.send({ type: 'REMOVE_FIELD', field: name })}>
          <Trans>Remove: {label}</Trans>
        </Button>
      ) : null}
    </div>
  );
}

interface ImageChoiceProps {
  legend: string;
  name: string;
  images: readonly { id: string; url: string }[];
  labels?: readonly string[];
  /** Logos are shown whole (a cover may be cropped to its thumbnail, a logo may not). */
  whole?: boolean;
  value: string | null;
  errors: string[];
  target: (element: HTMLElement | null) => void;
  onChange: (id: string) => void;
}

/** A choice among the product's pictures (SPEC §2: flyer and banner 6, billboard 5). */
function ImageChoice({ legend, name, images, labels, whole, value, errors, target, onChange }: ImageChoiceProps) {
  const { t } = useLingui();
  return (
    <div ref={target} tabIndex={-1} className={whole ? 'app-material__images is-whole' : 'app-material__images'}>
      <RadioGroup legend={legend} name={name} value={value} errors={errors} onChange={onChange}
        options={images.map((image, index) => {
          const number = index + 1;
          return {
            value: image.id,
            label: (
              <span className="app-material__image">
                <img src={image.url} alt="" width={96} height={64} loading="lazy" />
                <span>{labels?.[index] ?? t`Image ${number}`}</span>
              </span>
            ),
          };
        })} />
    </div>
  );
}

/** SPEC §5: the services, capped at the number required, with the chosen/required counter. */
function Services({ configurator, context, errors, target }: PartProps) {
  const { t } = useLingui();
  const needed = servicesNeeded(context.settings, context.draft);
  if (needed === 0) return null;
  const chosen = context.draft.services;
  const count = chosen.length;
  const full = count >= needed;
  return (
    <fieldset className="app-material__section" ref={target} tabIndex={-1} aria-invalid={errors.length > 0 || undefined}>
      <legend><Trans>Services</Trans></legend>
      <p className="app-material__counter" aria-live="polite"><Trans>Chosen: {count} of {needed}</Trans></p>
      <div className="app-material__services">
        {context.settings.services.map((service) => {
          const isChosen = chosen.some((candidate) => candidate.icon === service.icon);
          return (
            <Checkbox key={service.icon} checked={isChosen} disabled={full && !isChosen}
              label={<span className="app-material__service"><img src={service.url} alt="" width={28} height={28} />{service.text}</span>}
              onChange={() => configurator.send({ type: 'TOGGLE_SERVICE', icon: service.icon })} />
          );
        })}
      </div>
      {errors.length > 0 ? <ul className="app-material__errors">{errors.map((error) => <li key={error}>{error}</li>)}</ul> : null}
      {full ? <p className="app-material__note">{t`All services are chosen. Untick one to choose another.`}</p> : null}
    </fieldset>
  );
}

/** SPEC §5 Logo: one file at a time, checked before upload, uploaded with its progress. */
function LogoPart({ configurator, context, errors, target }: PartProps) {
  const { i18n, t } = useLingui();
  const step = useSelector(configurator, (snapshot) => snapshot.value.logo);
  const label = i18n._(MATERIAL_FIELD_LABELS.logo);
  const problem = context.logoProblem === null ? [] : [context.logoProblem === 'generic' ? i18n._(GENERIC_FAILURE) : messageText(i18n, context.logoProblem)];
  return (
    <div className="app-material__logo">
      {step === 'uploaded' && context.logo ? (
        <div className="app-material__logo-file">
          {context.logo.url ? <img src={context.logo.url} alt="" className="app-material__logo-image" /> : null}
          <span>{context.logo.reference.name}</span>
          <Button variant="secondary" onClick={() => configurator.send({ type: 'REMOVE_LOGO' })}><Trans>Remove the logo</Trans></Button>
        </div>
      ) : (
        <FileButton label={t`Choose your logo`} accept={LOGO_ACCEPT} ref={target} disabled={step !== 'empty'}
          hint={t`PDF, AI, EPS, PNG, JPG, SVG, TIFF, PSD or ZIP, up to 10 MB.`} errors={[...problem, ...errors]}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) configurator.send({ type: 'CHOOSE_LOGO', file });
          }} />
      )}
      {step === 'uploading' ? <ProgressBar percent={context.logoProgress} label={t`Uploading the logo`} /> : null}
      <Button variant="link" className="app-material__remove" onClick={() => configurator.send({ type: 'REMOVE_FIELD', field: 'logo' })}>
        <Trans>Remove: {label}</Trans>
      </Button>
    </div>
  );
}
