// A figure's label inside its table cell, shown only where a table's rows are laid out as blocks (a
// phone: app/routes/brands/brands.css) and its column headings are out of sight. Left in the
// accessibility tree, so a browser that drops the table's semantics with its layout still reads it.
export function CellLabel({ children }: { children: string }) {
  return <span className="cell-label">{children}</span>;
}
