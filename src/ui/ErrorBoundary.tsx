import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { facts } from '../lib/earlyFacts';
import { appIsLive } from '../lib/firstScreen';
import { dismissMemberFrame } from '../lib/memberFrame';

/** `download`: a part of the app's code or texts did not come (src/lib/startFailure.ts `downloaded`). */
function Fallback({ download }: { download: boolean }) {
  const { t } = useTranslation();
  return (
    <main className="system-page" role="alert">
      <h1>{t('errors.title')}</h1>
      <p>{t(download ? 'errors.DOWNLOAD_FAILED' : 'errors.UNEXPECTED_ANSWER')}</p>
      <button type="button" className="button primary" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </main>
  );
}

interface Props {
  children: ReactNode;
  /** What shows in the failed part's place (a part of a screen: a dialog, a box); the whole screen's error otherwise. */
  fallback?: (download: boolean) => ReactNode;
}

/** A screen (or a part) that fails to render shows a translated error and a way back, never a blank page. */
export class ErrorBoundary extends Component<Props, { failed: boolean; download?: boolean }> {
  // Set in the constructor, not as a class field: a field costs /login the build's defineProperty helpers (0.3 KB).
  constructor(props: Props) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, download: (error as { code?: unknown } | null)?.code === 'DOWNLOAD_FAILED' };
  }

  // The error screen is in the page: index.html's member frame would sit around it, and at the start the app is live
  // with it (what waits for the first screen, the operators' telemetry among it, comes). The error goes to that
  // telemetry (src/lib/earlyFacts.ts).
  componentDidCatch(error: unknown) {
    dismissMemberFrame();
    appIsLive();
    facts.push(['boundary', error]);
  }

  render() {
    const download = this.state.download === true;
    if (!this.state.failed) return this.props.children;
    return this.props.fallback?.(download) ?? <Fallback download={download} />;
  }
}
