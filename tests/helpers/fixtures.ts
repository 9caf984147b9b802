import type { Member } from '../../src/server/auth/identity'

/** Valid payloads of docs/product.md §7, one per path, with every field filled. */
export const validInformation = {
  fullName: 'Asha Patel',
  email: 'asha.patel@example.in',
  phone: '+91 98250 12345',
  program: 'data',
}

export const validEnrollment = {
  fullName: 'Rohan Mehta',
  email: 'rohan.mehta@example.in',
  phone: '9824012345',
  program: 'cloud',
  education: 'graduate',
  message: 'I would like to join the weekend batch.',
  userId: 'firebase-uid-123',
  courseDetails: { level: 'Intermediate', duration: '6 months' },
}

export const validContact = {
  fullName: 'Priya Shah',
  email: 'priya.shah@example.in',
  phone: '079-4000-5678',
  program: 'Corporate training for 20 engineers',
  message: 'Please share a proposal for a two-week React workshop.',
  inquiryType: 'corporate',
}

export const validUser = {
  uid: 'uid-asha-1',
  email: 'asha.patel@example.in',
  displayName: 'Asha Patel',
  photoURL: 'https://example.in/asha.png',
  phoneNumber: '',
}

/** A signed-in member of the back office as the procedures see one, with a verified address of its own. */
export const testMember = (uid: string, role: Member['role']): Member => ({
  uid,
  role,
  email: `${uid}@members.example`,
  emailVerified: true,
  name: uid,
  picture: null,
  phoneNumber: null,
})
