// The importer of bench:import: a Google account on the Auth emulator whose verified e-mail is in
// ADMIN_EMAILS, signed in to the site as the back office does it.

/** Signs `email` in through the emulator's stand-in for Google and stores the account; answers its ID token. */
export async function signInOwner({ emulatorHost, port, email }) {
  const claims = { sub: `google-${email}`, email, email_verified: true, name: 'Bench Importer' }
  const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  })
  const { idToken } = await res.json()
  if (!idToken) throw new Error(`the Auth emulator gave no ID token for ${email}`)
  const sync = await fetch(`http://127.0.0.1:${port}/trpc/users.sync`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: 'null',
  })
  if (!sync.ok) throw new Error(`users.sync answered ${sync.status}`)
  return idToken
}
