// What kind of car this is, where it is not a current road car: a concept, a race car, a discontinued
// model or a commercial vehicle says so wherever it appears. `always` shows the current status too (car pages).
import { LABELS, type Status } from '#app/catalogue/categories.ts';

export function StatusLabel({ status, always = false }: { status: Status; always?: boolean }) {
  if (status === 'current' && !always) return null;
  return (
    <p className={`status-label status-${status}`}>
      <span className="visually-hidden">Status: </span>
      {LABELS.status[status]}
    </p>
  );
}
