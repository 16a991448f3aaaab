// Ad places in the car list go between rows of cards, full width, whatever the number of columns.
// `adPosConfig.listInsert` counts rows: [3, 5] puts a place after the 3rd and the 5th row. The list's
// grid has 1 to 4 columns, chosen by its width in CSS (car-list.css); on 2 to 4 columns each place is
// pinned to its grid row (cards flow around it). One column holds compact cards, four or more to a
// phone's screen: there a row counts as ONE_COLUMN_ROW cards, so an ad does not follow every second
// card, and the place flows where it sits in the document. Each place says for which column counts
// there are cards after it, so a place is never left hanging after the last card.

export const LIST_COLUMN_COUNTS = [1, 2, 3, 4] as const;

/** The compact cards that count as one row when the list has one column. */
export const ONE_COLUMN_ROW = 4;

export type ListAdPlace = {
  /** the row of cards it follows */
  row: number;
  /** its number among the list's places, from 1 */
  ordinal: number;
  /** the grid row it takes on 2 to 4 columns: the cards' rows before it, the places before it, then this one */
  gridRow: number;
  /** where it sits in the document, and on one column: after this card (counted from 1) */
  afterCard: number;
  /** the column counts at which more cards follow it */
  fits: number[];
};

export function listAdPlaces(listInsert: readonly number[], cards: number): ListAdPlace[] {
  const rows = [...new Set(listInsert)].filter((row) => row >= 1 && row < cards).sort((a, b) => a - b);
  return rows.map((row, index) => ({
    row,
    ordinal: index + 1,
    gridRow: row + index + 1,
    afterCard: Math.min(row * ONE_COLUMN_ROW, cards),
    fits: LIST_COLUMN_COUNTS.filter((columns) => row * (columns === 1 ? ONE_COLUMN_ROW : columns) < cards),
  }));
}
