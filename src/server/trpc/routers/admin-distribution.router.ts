import { permitted, router } from '../init'
import { distributionSchema } from '../../../shared/schemas/admissions'
import { getDistribution, setTakingLeads } from '../../users/distribution-store'

/** Taking new leads: the caller's own choice, and who shares the new inquiries round-robin. */
export const adminDistributionRouter = router({
  get: permitted('leads.take').query(({ ctx }) => getDistribution(ctx.db, ctx.identity.uid)),

  set: permitted('leads.take')
    .input(distributionSchema)
    .mutation(({ ctx, input }) => setTakingLeads(ctx.db, ctx.identity.uid, input.takingLeads)),
})
