// A slim bar at the top while a navigation or a filter change loads. It appears only after a short
// delay, so fast answers do not flicker, and is announced to screen readers.
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

const SHOW_AFTER_MS = 120;

export function ProgressBar() {
  const busy = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [busy]);
  return (
    <div
      className="progress"
      data-visible={visible}
      role="progressbar"
      aria-label="Loading page"
      aria-hidden={!visible}
      aria-busy={visible}
    />
  );
}
