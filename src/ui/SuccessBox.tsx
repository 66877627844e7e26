import type { ReactNode } from 'react';

/** A money action's success: the message is announced, and one button moves on. */
export function SuccessBox({
  message,
  action,
  onAction,
}: {
  message: ReactNode;
  action: string;
  onAction: () => void;
}) {
  return (
    <div role="alert" className="success-box">
      <p>{message}</p>
      <button type="button" className="button primary block" onClick={onAction}>
        {action}
      </button>
    </div>
  );
}
