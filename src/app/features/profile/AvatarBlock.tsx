import { useMachine } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { AVATAR_TYPES } from '../../../contract/profile';
import type { User } from '../../../contract/user';
import { Alert, Button, Card, FileButton, MachineForm } from '../../ui';
import { Avatar } from '../../ui/Avatar';
import { appAvatarMachine } from './profile-actors';
import { profileMessages } from './profile-texts';

/** SPEC §5 Avatar: PNG or JPEG; Upload is off until a file is chosen. */
export function AvatarBlock({ user }: { user: User }) {
  const { i18n, t } = useLingui();
  const machine = useMemo(() => appAvatarMachine(user.uuid), [user.uuid]);
  const [snapshot, send] = useMachine(machine);
  const { file, problem, saved } = snapshot.context;
  const busy = !snapshot.matches('idle');
  const errors = profileMessages(i18n, problem ? [problem] : null);
  return (
    <Card as="section" title={<Trans>Profile picture</Trans>}>
      <div className="app-avatar-block">
        <Avatar person={user} size="large" label={t`Your profile picture`} />
        <MachineForm onSubmit={() => send({ type: 'UPLOAD' })}>
          <FileButton
            label={<Trans>Choose a picture</Trans>}
            hint={<Trans>PNG or JPEG, up to 5 MB.</Trans>}
            accept={AVATAR_TYPES.join(',')}
            fileName={file?.name}
            errors={errors}
            onChange={(event) => send({ type: 'CHOOSE', file: event.target.files?.[0] ?? null })}
          />
          <div className="app-form__actions">
            <Button type="submit" disabled={!file} loading={snapshot.matches('uploading')}><Trans>Upload</Trans></Button>
            {user.avatar ? (
              <Button variant="secondary" disabled={busy} loading={snapshot.matches('removing')} onClick={() => send({ type: 'REMOVE' })}>
                <Trans>Remove picture</Trans>
              </Button>
            ) : null}
          </div>
          {saved ? <Alert tone="success"><Trans>Saved.</Trans></Alert> : null}
        </MachineForm>
      </div>
    </Card>
  );
}
