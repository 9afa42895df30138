import type { ReactNode } from 'react';
import type { TextField as TextFieldName } from '../../../../../machines/registration-form';
import { TextField, type TextFieldProps } from '../../../ui';
import { RegistrationActor, useFieldMessages } from '../registration-actor';

interface FormTextFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'errors' | 'name'> {
  field: TextFieldName;
  label: ReactNode;
}

/** A text field of the registration form: shows the machine's value and messages, sends CHANGE and BLUR. */
export function FormTextField({ field, ...rest }: FormTextFieldProps) {
  const { send } = RegistrationActor.useActorRef();
  const value = RegistrationActor.useSelector((snapshot) => snapshot.context.form[field]);
  const errors = useFieldMessages(field);
  return (
    <TextField
      {...rest}
      name={field}
      value={value}
      errors={errors}
      onChange={(event) => send({ type: 'CHANGE', field, value: event.target.value })}
      onBlur={() => send({ type: 'BLUR', field })}
    />
  );
}
