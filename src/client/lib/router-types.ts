import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server'
import type { AppRouter } from '../../server/trpc/app-router'

/**
 * What the procedures answer and take, as the client receives and sends them: derived from the router, so
 * the server's stores stay the one source of every shape and the client never imports server code. The
 * names below are the ones the back office's components use.
 */
export type RouterOutputs = inferRouterOutputs<AppRouter>
export type RouterInputs = inferRouterInputs<AppRouter>

type Inquiries = RouterOutputs['admin']['inquiries']

/** One page of the inquiry table. */
export type InquiryPage = Inquiries['list']
/** One row of the inquiry table (and of My day's lists). Times are ISO strings. */
export type InquiryRow = InquiryPage['rows'][number]
/** An admin as a row, an event or a view names them. */
export type PersonRef = NonNullable<InquiryRow['owner']>
export type InquiryCounts = Inquiries['counts']
export type InquiryDetail = Inquiries['byId']
export type InquiryEvent = InquiryDetail['events'][number]
export type InquiryCharts = Inquiries['charts']
/** What one bar of the inquiries chart counts: a day, a week from Monday, or a calendar month. */
export type ChartBucket = InquiryCharts['bucket']
export type MyDay = Inquiries['myDay']
export type DeskList = MyDay['overdue']
export type SpeedToContact = Inquiries['speedToContact']
export type SpeedToContactRow = SpeedToContact['total']
export type RelatedInquiry = Inquiries['related']['items'][number]

export type SavedViewList = RouterOutputs['admin']['views']['list']
export type SavedView = SavedViewList['views'][number]

export type MailSummary = RouterOutputs['admin']['alerts']['recent']['items'][number]

export type ErasureResult = RouterOutputs['admin']['privacy']['erase']
export type ErasureRecord = RouterOutputs['admin']['privacy']['records']['items'][number]
/** Where an erasure was asked for: the back office, the command line or retention. */
export type ErasureSource = ErasureRecord['source']
