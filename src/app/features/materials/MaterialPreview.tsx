import type { MaterialConfigurationInput, MaterialSettings } from '../../../contract/marketing-material';

/**
 * STUB (issue 26, docs: the split between configurator and material-render): the live preview is
 * material-render's; this placeholder of the agreed interface lets the configurator compile. The
 * lead keeps material-render's version at merge.
 */
export interface MaterialPreviewProps {
  settings: MaterialSettings;
  configuration: MaterialConfigurationInput;
  side: 'front' | 'back';
  logoUrl: string | null;
  qrCode: string | null;
}

export function MaterialPreview(props: MaterialPreviewProps) {
  return <svg role="img" aria-label={props.settings.type} viewBox="0 0 100 60" width="100%" />;
}
