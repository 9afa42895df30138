import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, Suspense, type ReactNode } from 'react';

interface BlockProps {
  /** Shown while the block loads: a skeleton of the block's own size, so nothing shifts. */
  fallback: ReactNode;
  /** Shown when the block failed; `retry` loads it again. */
  failed: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * One independently loading part of a page: its own skeleton while it loads and its own error
 * when it fails, so that one failing block never blanks the page.
 */
export function Block({ fallback, failed, children }: BlockProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary onReset={reset} failed={failed}>
          <Suspense fallback={fallback}>{children}</Suspense>
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
}

interface BoundaryProps {
  onReset: () => void;
  failed: (retry: () => void) => ReactNode;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    this.props.onReset();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.failed(this.retry) : this.props.children;
  }
}
