import fp from 'fastify-plugin'
import { createTokenVerifier, type TokenVerifier } from '../auth/token-verifier'

declare module 'fastify' {
  interface FastifyInstance {
    /** Verifies Firebase ID tokens: the only source of who a caller is. */
    tokenVerifier: TokenVerifier
  }
}

export default fp(
  async (app) => {
    const verifier = createTokenVerifier(app.config.firebase)
    app.decorate('tokenVerifier', verifier)
    app.addHook('onClose', () => verifier.close())
    const f = app.config.firebase
    if (f) app.log.info({ projectId: f.projectId, emulator: f.emulatorHost ?? null }, 'Google sign-in via Firebase')
    else app.log.warn(app.config.authUnavailableReason)
  },
  { name: 'auth' },
)
