import { Component, type ReactNode } from 'react';
import { useTranslation } from '../app/useTranslation';
import { dismissMemberFrame } from '../lib/memberFrame';

function Fallback() {
  const { t } = useTranslation();
  return (
    <main className="system-page" role="alert">
      <h1>{t('errors.title')}</h1>
      <p>{t('errors.UNEXPECTED_ANSWER')}</p>
      <button type="button" className="button primary" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </main>
  );
}

/** A screen that fails to render shows a translated error and a way back, never a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  // Set in the constructor, not as a class field: a field costs /login the build's defineProperty helpers (0.3 KB).
  constructor(props: { children: ReactNode }) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // The error screen is in the page: index.html's member frame would sit around it.
  componentDidCatch() {
    dismissMemberFrame();
  }

  render() {
    return this.state.failed ? <Fallback /> : this.props.children;
  }
}
