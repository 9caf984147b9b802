import fp from 'fastify-plugin'
import { InquiryIntake } from '../inquiries/inquiry-intake'
import { SearchIndexUpkeep } from '../inquiries/search-upkeep'
import type { MailPurpose } from '../../shared/schemas/alerts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where every new inquiry is stored (the site's forms, the REST web service). */
    intake: InquiryIntake
  }
}

/** The intake of new inquiries on the app's database; other plugins listen to what it stores. */
export default fp(
  async (app) => {
    const { mail, firstContactHours, intakeQueueMax, intakeStatementsInFlight } = app.config
    const purposes: MailPurpose[] = mail.leadConfirmation ? ['lead-alert', 'lead-confirmation'] : ['lead-alert']
    const intake = new InquiryIntake(
      app.db,
      { mail: purposes, firstContactHours, queueMax: intakeQueueMax, statementsInFlight: intakeStatementsInFlight },
      (err) => app.log.error({ err }, 'an intake listener failed'),
    )
    app.decorate('intake', intake)
    const upkeep = new SearchIndexUpkeep(app.db, (err) =>
      app.log.warn({ err }, 'merging the search index pending list failed; the next merge retries'),
    )
    intake.listen((stored) => upkeep.stored(stored.length))
    app.addHook('preClose', () => upkeep.settled())
  },
  { name: 'intake', dependencies: ['database'] },
)
