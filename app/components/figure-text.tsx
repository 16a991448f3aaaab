// A spec value with each figure kept on one line with its unit (figure-parts.ts).
import { figureParts } from './figure-parts';

export function FigureText({ text }: { text: string }) {
  return figureParts(text).map((part, index) =>
    part.figure ? (
      <span key={index} className="figure">
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}
