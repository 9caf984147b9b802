import { AdminSection } from '../admin-page'
import { ErasureRecords } from './erasure-records'
import { PersonLookup } from './person-lookup'

/** The Privacy page: a person's request by their e-mail or mobile, and the record of every erasure. */
export function PrivacyView() {
  return (
    <div className="space-y-8">
      <AdminSection title="A person's request">
        <PersonLookup />
      </AdminSection>
      <AdminSection title="Erasure records">
        <ErasureRecords />
      </AdminSection>
    </div>
  )
}
