export { Alert, type AlertTone } from './Alert';
export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './Button';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { PageTitle } from './PageTitle';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { Select, type SelectOption, type SelectProps } from './Select';
export { PageSpinner, Spinner } from './Spinner';
export { TextField, type TextFieldProps } from './TextField';
export { WizardCard, WizardPage } from './WizardCard';
// Parts only signed-in pages use (Pagination, EmptyState) are imported from their files: through
// this index, which /login loads too, the bundler would place them in the shared start-up chunk.
