import { useLingui } from '@lingui/react/macro';
import { regionById } from '../../../contract/regions';
import { PhoneField, TextField, type TextFieldProps } from '../../ui';

type MemberField = 'name' | 'surname' | 'phone';

/** A member's name, surname and mobile phone (SPEC §5 Team member): the add form and the edit form ask the same. */
export function MemberFields({ field, regionId }: { field: (name: MemberField) => Omit<TextFieldProps, 'label'>; regionId: number }) {
  const { t } = useLingui();
  return (
    <>
      <div className="app-form__row">
        <TextField label={t`First name`} autoComplete="off" required {...field('name')} />
        <TextField label={t`Surname`} autoComplete="off" required {...field('surname')} />
      </div>
      <PhoneField dialCode={regionById(regionId)?.phoneCode ?? ''} label={t`Mobile phone`} autoComplete="off" required {...field('phone')} />
    </>
  );
}
