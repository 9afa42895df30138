import type { ComponentType, ReactNode } from 'react';

/**
 * The card a wizard puts around each step (its counter, messages and buttons). The step views
 * both wizards share are drawn inside the frame of the wizard that shows them.
 */
export interface StepFrameProps {
  title: ReactNode;
  stepKey: string;
  children: ReactNode;
}
export type StepFrame = ComponentType<StepFrameProps>;
