// The compare tray's code is fetched only once the visitor has chosen a car (pages stay light).
import { lazy, Suspense } from 'react';
import { useCompareActive } from '#app/compare/compare-activation.ts';

const CompareTray = lazy(() => import('./compare-tray').then((module) => ({ default: module.CompareTray })));

export function CompareTrayLoader() {
  return useCompareActive() ? (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  ) : null;
}
