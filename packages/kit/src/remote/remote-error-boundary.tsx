import { Component, type ErrorInfo, type ReactNode } from 'react';
import { I18nextProvider } from '@azmar/kit/i18n/react-i18next-facade';
import { i18n } from '@azmar/kit/i18n/i18n';
import { RemoteErrorAlert } from '@azmar/kit/remote/remote-error-alert.tsx';

interface Props {
  children?: ReactNode;
  name?: string;
}

interface State {
  error: Error | null;
}

/**
 * A remote's own error boundary (around its tree in `createRemoteLifecycles`): a render error stays in the
 * remote's place as a translated alert, and Retry renders the tree again.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Contained, so a warning rather than an error: the page keeps working.
    console.warn(`[${this.props.name ?? 'remote'}] render error contained by its boundary:`, error.message, info.componentStack ?? '');
  }

  private readonly retry = () => this.setState({ error: null });

  override render() {
    if (this.state.error) {
      // The boundary sits outside the app's providers, so it brings the (singleton) i18n itself.
      return (
        <I18nextProvider i18n={i18n}>
          <RemoteErrorAlert kind="render" onRetry={this.retry} />
        </I18nextProvider>
      );
    }
    return this.props.children;
  }
}
