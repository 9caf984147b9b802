import { stringify } from 'csv-stringify/sync'

/** Spreadsheet programs read a file as UTF-8 (Hindi names, ₹) only when it starts with this mark. */
export const CSV_BOM = '\uFEFF'

/**
 * CSV lines for the back office's downloads. Cells that begin with = + - @ (or a tab or carriage return)
 * get a leading apostrophe: spreadsheet programs would otherwise run a lead's name or a campaign as a formula.
 */
export function formulaSafeCsv(records: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return stringify(records as Array<Array<string | number | null>>, { escape_formulas: true })
}
