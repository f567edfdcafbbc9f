import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Logger } from '../../application/ports/Logger';
import type { SessionRecorder } from '../../application/ports/SessionRecorder';
import { ErrorFallback } from '../chrome/ErrorFallback';
import { retryFailedScreens } from './lazyScreen';

interface Props {
  readonly logger: Logger;
  readonly recorder: SessionRecorder;
  readonly children: ReactNode;
}

/**
 * Catches uncaught render errors (docs/product.md "Page chrome"): shows the translated fallback screen and reports the error to the session
 * recorder when a recording runs (docs/product.md "Page chrome": "if that is enabled"). Its retry also fetches again a screen chunk that
 * failed to load (lazyScreen); the stores, and so every answer, stay as they were.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly retry = (): void => {
    retryFailedScreens();
    this.setState({ failed: false });
  };

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.logger.error('Uncaught error', { error: error instanceof Error ? error.message : String(error) });
    if (this.props.recorder.isRecording()) this.props.recorder.captureException(error, { componentStack: info.componentStack ?? '' });
  }

  override render(): ReactNode {
    if (this.state.failed) return <ErrorFallback onRetry={this.retry} />;
    return this.props.children;
  }
}
