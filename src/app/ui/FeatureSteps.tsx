import type { ReactNode } from 'react';
import { Illustration, type IllustrationName } from './Illustration';

export interface FeatureStep {
  title: ReactNode;
  text: ReactNode;
  /** Also tells the steps apart: each has its own drawing. */
  illustration: IllustrationName;
}

/** "How it works": numbered steps side by side (stacked on a phone), each with a drawing. */
export function FeatureSteps({ steps }: { steps: readonly FeatureStep[] }) {
  return (
    <ol className="ui-feature-steps">
      {steps.map((step) => (
        <li key={step.illustration} className="ui-feature-step">
          <Illustration name={step.illustration} />
          <div>
            <h3 className="ui-feature-step__title">{step.title}</h3>
            <p className="ui-feature-step__text">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
