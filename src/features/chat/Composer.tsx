import { useId, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  CHAT_COUNTER_FROM,
  CHAT_MAX_LENGTH,
  messageError,
  newlineKey,
  sendsOnEnter,
  withNewline,
} from '../../../machines/chatRules';

/** Files the picker offers (the rules check them again: the name's extension and the type). */
const ACCEPT = '.mp4,.mov,.png,.jpg,.jpeg,.gif,video/mp4,video/quicktime,image/png,image/jpeg,image/gif';

/** The text box (Enter sends, Shift/Ctrl/Alt/Meta+Enter is a new line; a counter near 2000), attach and send. */
export function Composer({
  draft: first = '',
  onSend,
  onAttach,
}: {
  /** What the box holds at first. */
  draft?: string;
  onSend: (text: string) => void;
  onAttach: (file: File) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(first);
  const length = [...draft.trim()].length;
  const error = messageError(draft);
  const send = () => {
    if (error) return;
    onSend(draft);
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const key = {
      key: e.key,
      shiftKey: e.shiftKey,
      ctrlKey: e.ctrlKey,
      altKey: e.altKey,
      metaKey: e.metaKey,
      isComposing: e.nativeEvent.isComposing,
    };
    if (newlineKey(key)) {
      e.preventDefault();
      const box = e.currentTarget;
      const next = withNewline(box.value, box.selectionStart, box.selectionEnd);
      // The new line is in the box before the caret moves behind it, in this same task: a key typed next (a fast
      // thumb, a slow phone) lands after the new line, not before the caret is placed.
      flushSync(() => setDraft(next.value));
      box.setSelectionRange(next.caret, next.caret);
    } else if (sendsOnEnter(key)) {
      e.preventDefault();
      send();
    }
  };
  return (
    <div className="chat-composer">
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {t('chat.message')}
      </label>
      <textarea
        id={`${id}-text`}
        rows={2}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        // Room for 2000 characters of two code units each (emoji): a paste of 100,000 never reaches the page's work,
        // and the counter still says when a text is over 2000.
        maxLength={CHAT_MAX_LENGTH * 2}
        onKeyDown={onKeyDown}
        placeholder={t('chat.message')}
        aria-describedby={`${id}-count`}
      />
      <div className="chat-composer-row">
        <label className="button small chat-attach">
          {t('chat.attach')}
          <input
            type="file"
            accept={ACCEPT}
            className="visually-hidden"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) onAttach(file);
              e.target.value = '';
            }}
          />
        </label>
        <span id={`${id}-count`} className={`chat-count${error === 'tooLong' ? ' over' : ''}`} aria-live="polite">
          {length >= CHAT_COUNTER_FROM ? t('chat.counter', { count: length, max: CHAT_MAX_LENGTH }) : ''}
        </span>
        <button type="button" className="button primary small" disabled={error !== null} onClick={send}>
          {t('chat.send')}
        </button>
      </div>
    </div>
  );
}
