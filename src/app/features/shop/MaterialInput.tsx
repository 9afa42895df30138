import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MATERIAL_FIELDS, artworkUrl, type MaterialType, type StoredMaterialConfiguration } from '../../../contract/marketing-material';
import { FLYER_SUBTYPE_LABELS, MATERIAL_FIELD_LABELS, MATERIAL_PICTURE_LABELS, MATERIAL_TYPE_NAMES } from '../../ui/material/material-texts';

type Configuration = StoredMaterialConfiguration['configuration'];

/**
 * A material's input data (SPEC §2 order detail, §3 marketing configuration data): the type and
 * kind, what the person typed in the order the configurator shows it, the chosen pictures, the
 * services, and `downloads` (the logo and the proof) where the order has them.
 */
export function MaterialInput({ type, configuration, downloads }: { type: MaterialType; configuration: Configuration; downloads?: ReactNode }) {
  const { i18n } = useLingui();
  const texts = MATERIAL_FIELDS.flatMap((field) => {
    const value = configuration.fields[field];
    return field === 'logo' || !value ? [] : [{ field, label: i18n._(MATERIAL_FIELD_LABELS[field]), value }];
  });
  return (
    <section className="app-material-input" aria-labelledby="material-input-heading">
      <h2 id="material-input-heading"><Trans>Your material</Trans></h2>
      <dl className="app-material-input__data">
        <div>
          <dt><Trans>Type</Trans></dt>
          <dd>
            {i18n._(MATERIAL_TYPE_NAMES[type])}
            {configuration.subtype ? `: ${i18n._(FLYER_SUBTYPE_LABELS[configuration.subtype].label)}` : null}
          </dd>
        </div>
        {texts.map(({ field, label, value }) => <div key={field}><dt>{label}</dt><dd>{value}</dd></div>)}
      </dl>
      <ul className="app-material-input__pictures">
        <Picture id={configuration.coverImage} label={i18n._(MATERIAL_PICTURE_LABELS.coverImage)} />
        {configuration.contentImage ? <Picture id={configuration.contentImage} label={i18n._(MATERIAL_PICTURE_LABELS.contentImage)} /> : null}
        <Picture id={configuration.manufacturerLogo} label={i18n._(MATERIAL_PICTURE_LABELS.manufacturerLogo)} />
      </ul>
      {/* A service names its icon; the icon's artwork is `icon-<name>` (as the product's settings serve it). */}
      {configuration.services.length > 0 ? (
        <>
          <h3><Trans>Services</Trans></h3>
          <ul className="app-material-input__services">
            {configuration.services.map((service, index) => (
              <li key={`${service.icon}-${index}`}><img src={artworkUrl(`icon-${service.icon}`)} alt="" width={32} height={32} />{service.text}</li>
            ))}
          </ul>
        </>
      ) : null}
      {downloads ? <div className="app-material-input__downloads">{downloads}</div> : null}
    </section>
  );
}

function Picture({ id, label }: { id: string; label: string }) {
  return (
    <li>
      <figure>
        <img src={artworkUrl(id)} alt="" height={72} />
        <figcaption>{label}</figcaption>
      </figure>
    </li>
  );
}
