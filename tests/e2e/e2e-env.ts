/** Where the browser suite's servers listen; shared by playwright.config.ts and the specs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173)
export const E2E_AUTH_EMULATOR_PORT = Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 9199)
export const E2E_AUTH_EMULATOR_HOST = `127.0.0.1:${E2E_AUTH_EMULATOR_PORT}`
/** A demo- project: the emulator needs no credentials and the server accepts its unsigned tokens. */
export const E2E_FIREBASE_PROJECT = 'demo-skillforge-e2e'
/** The REST API's key on the suite's server, for specs that store inquiries as a partner's site would. */
export const E2E_API_KEY = 'e2e-webservice-key'
