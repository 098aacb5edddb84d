/** A list of goods or tools in one line of a table cell: "Copy paper × 20 boxes, Toner × 4". */
export const lineSummary = (lines: ReadonlyArray<{ name: string; quantity: number; unit?: string }>): string =>
  lines.map((line) => `${line.name} × ${line.quantity}${line.unit ? ` ${line.unit}` : ''}`).join(', ') || '–';
