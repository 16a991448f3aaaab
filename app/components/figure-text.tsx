// A spec value with each figure kept on one line with its unit (figure-parts.ts).
import { figureParts } from './figure-parts';
import { FigureSpans } from './figure-spans';

export function FigureText({ text }: { text: string }) {
  return <FigureSpans parts={figureParts(text)} />;
}
