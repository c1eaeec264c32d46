import { useEffect } from 'react';
import { App } from 'antd';
import type { Feedback } from './feedback';

function Bridge({ onReady }: { onReady: (feedback: Feedback) => void }) {
  const feedback = App.useApp();
  useEffect(() => onReady(feedback), [feedback, onReady]);
  return null;
}

/** Ant Design's <App> beside the pages (no wrapper element): its holders render the notices. */
export function FeedbackHost({ onReady }: { onReady: (feedback: Feedback) => void }) {
  return (
    <App component={false}>
      <Bridge onReady={onReady} />
    </App>
  );
}
