import { TextField, type TextFieldProps } from './TextField';

/** A national phone number typed after the country's dial code, shown beside the field (SPEC §5). */
export function PhoneField({ dialCode, ...rest }: TextFieldProps & { dialCode: string }) {
  return (
    <div className="ui-phone-field">
      <span className="ui-phone-field__prefix" aria-hidden="true">+{dialCode}</span>
      <TextField type="tel" inputMode="tel" {...rest} />
    </div>
  );
}
