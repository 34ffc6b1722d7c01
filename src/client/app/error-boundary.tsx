import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RootError } from './routes/root-error.tsx';

/**
 * Catches render and chunk-loading failures anywhere in the app and shows the fallback
 * page 'Unexpected Application Error!' (routes/root-error.tsx).
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected Application Error!', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <RootError error={this.state.error} />;
    return this.props.children;
  }
}
