import type { ComponentType, ReactNode } from 'react';
import type { CompanyType } from '../../../contract/config';
import type { Survey } from '../../../contract/survey';
import type { AgreementField, CompanyAnswers, ConsentField, NumberField } from '../../../../machines/company-answers';
import type { FieldMessage } from '../../../../machines/wizard-messages';

/**
 * The steps both wizards ask about the company (company type, disclaimer, declaration, consent,
 * survey) are written once (CompanyTypeStep, AgreementStep, ConsentStep, SurveyStep beside this
 * file). Each wizard gives them this small interface: its card around a step, what its machine
 * holds of these answers, and its actor's `send`. Both machines take the steps' events alike.
 */
export interface CompanyStepsWizard {
  Frame: StepFrame;
  /** Selects from what the wizard holds now, re-rendering when the selection changes (a hook). */
  useView: <T>(select: (view: CompanyStepsView) => T, compare?: (a: T, b: T) => boolean) => T;
  /** The wizard's `send` (a hook). */
  useSend: () => (event: CompanyStepEvent) => void;
}

/** What the shared steps show of a wizard, wherever its machine keeps it. */
export interface CompanyStepsView {
  /** The answers so far (none while the login wizard does not know the account yet). */
  answers: Omit<CompanyAnswers, NumberField> | null;
  companyTypes: readonly CompanyType[];
  chosenType: CompanyType | undefined;
  /** The decor programme (decor registration, roles 7 and 8): its own declaration and survey. */
  decor: boolean;
  survey: Survey | null;
  atSurveyIntro: boolean;
  surveyQuestionIndex: number;
  /** The message keys shown under an answer. */
  messages: (field: CompanyStepField) => readonly FieldMessage[] | undefined;
}

export type CompanyStepField = 'companyTypeId' | AgreementField | 'survey';

export type CompanyStepEvent =
  | { type: 'CHOOSE_COMPANY_TYPE'; companyTypeId: number }
  | { type: 'TICK'; field: AgreementField | ConsentField; checked: boolean }
  | { type: 'PICK_ANSWER'; answerId: string }
  | { type: 'TYPE_ANSWER'; value: string };

/** The card a wizard puts around each step (its stepper, messages and buttons). */
export interface StepFrameProps {
  title: ReactNode;
  stepKey: string;
  children: ReactNode;
  /** The main button's event: Next, or Start on the survey's welcome screen. */
  submitEvent?: 'NEXT' | 'START_SURVEY';
  submitLabel?: ReactNode;
  /** One part of a step walked in parts (a survey question): Back returns to the part before, and only the last part ends the step. */
  part?: { last: boolean };
}
export type StepFrame = ComponentType<StepFrameProps>;

const sameMessages = (a: readonly FieldMessage[] | undefined, b: readonly FieldMessage[] | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** An answer's message keys, re-rendering only when they change. */
export function useStepMessages(wizard: CompanyStepsWizard, field: CompanyStepField): readonly FieldMessage[] | undefined {
  return wizard.useView((view) => view.messages(field), sameMessages);
}
