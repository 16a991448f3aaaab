// A spec value already cut into pieces (figure-parts.ts): each figure with its unit is kept on one line.
// The pages' loaders cut their header figures, so the first load carries no pattern for it.
import type { FigurePart } from './figure-parts';

export function FigureSpans({ parts }: { parts: FigurePart[] }) {
  return parts.map((part, index) =>
    part.figure ? (
      <span key={index} className="figure">
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}
