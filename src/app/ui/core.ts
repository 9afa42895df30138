/**
 * The part of the design system that the portal's start-up code uses: the frame, the sign-in
 * page, the 404 page and the route definitions, which load with /login and count towards its
 * budget (docs/performance.md "Budgets"). That code imports from here; everything else imports ./index.
 * Through ./index, every component a later page uses would load with /login: the bundler puts
 * a module the entry reaches, even through a re-export, into the start-up chunk.
 */
export { Alert, type AlertTone } from './Alert';
export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './Button';
export { ContactIcon } from './ContactIcon';
export { ExternalLink } from './ExternalLink';
export { FeatureSteps, type FeatureStep } from './FeatureSteps';
export { Hero } from './Hero';
export { PageTitle } from './PageTitle';
export { Section } from './Section';
export { Select, type SelectOption, type SelectProps } from './Select';
export { PageSpinner, Spinner } from './Spinner';
export { TextField, type TextFieldProps } from './TextField';
export { useOn, type EmittingActor } from './use-on';
export { WizardCard, WizardPage } from './WizardCard';
