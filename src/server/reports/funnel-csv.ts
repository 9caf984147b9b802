import { FUNNEL_GROUP_LABELS, type Funnel, type FunnelRow } from '../../shared/schemas/reports'
import { CSV_BOM, formulaSafeCsv } from '../csv'

/** The funnel's table as a spreadsheet reads it: one line per group, then the total, as on the page. */
export function funnelCsv(funnel: Funnel): { filename: string; csv: string } {
  const header = [
    FUNNEL_GROUP_LABELS[funnel.by],
    'Inquiries',
    'Contacted',
    'Qualified',
    'Enrolled',
    'Conversion to enrolled (%)',
    'Median days to enrol',
    'Median hours to first contact',
  ]
  const line = (r: FunnelRow) => [
    r.label,
    r.inquiries,
    r.contacted,
    r.qualified,
    r.enrolled,
    r.conversion,
    r.medianDaysToEnrol,
    r.medianHoursToFirstContact,
  ]
  return {
    filename: `funnel-by-${funnel.by}-${funnel.from}-to-${funnel.to}.csv`,
    csv: CSV_BOM + formulaSafeCsv([header, ...funnel.rows.map(line), line(funnel.total)]),
  }
}
