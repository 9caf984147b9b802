import { z } from 'zod'
import {
  webserviceContactSchema,
  webserviceEnrollmentSchema,
  webserviceInformationSchema,
} from '../../shared/schemas/webservice'
import { userSyncSchema } from '../../shared/schemas/user'
import type { InquiryKind } from '../../shared/inquiry-options'
import { SITE } from '../../shared/site'
import { idempotencyKeySchema } from '../../shared/schemas/idempotency-key'

const body = (schema: z.ZodType) => ({
  required: true,
  content: { 'application/json': { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) } },
})

const json = (schema: object) => ({ 'application/json': { schema } })
const errorBody = json({ $ref: '#/components/schemas/Error' })

/** What every /api path may answer besides its own success. */
const errors = {
  '400': {
    description: 'Invalid field or JSON; `issues` names each field with the message to show',
    content: errorBody,
  },
  '401': {
    description: 'Missing or wrong X-API-Key; too many from one client address are answered 429',
    content: errorBody,
  },
  '429': {
    description:
      'Rate limit for this key reached, or too many requests with a missing or wrong X-API-Key from this client address (then whatever key it sends); see Retry-After',
    headers: {
      'Retry-After': { description: 'Seconds until a request may be made again', schema: { type: 'integer' } },
    },
    content: errorBody,
  },
  '503': { description: 'Database unavailable; nothing was stored, retry later', content: errorBody },
}
/** What a path that reads a JSON body may answer too. */
const bodyErrors = {
  ...errors,
  '413': { description: 'Body larger than 64 KiB', content: errorBody },
  '415': { description: 'Unsupported body media type; send application/json', content: errorBody },
}

/** The POSTs' optional Idempotency-Key, and what it adds to their answers (src/server/webservice/idempotency.ts). */
const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any value unique to this request (a UUID, say), to retry it safely after a timeout or a 503: a retry with ' +
    'the same key and the same body, within 24 hours, stores nothing new and gets the first answer again, ' +
    'with `Idempotent-Replayed: true`. Keys are kept per API key. A quoted value means what it quotes.',
  schema: z.toJSONSchema(idempotencyKeySchema, { io: 'output', unrepresentable: 'any' }),
}
const replayed = {
  'Idempotent-Replayed': {
    description: '`true` when this is the stored answer to an earlier request with the same Idempotency-Key',
    schema: { type: 'string', const: 'true' },
  },
}
const idempotencyErrors = {
  '409': {
    description: 'A request with this Idempotency-Key is still being processed; retry after Retry-After',
    content: errorBody,
  },
  '422': {
    description: 'This Idempotency-Key was already used with a different request (path or body)',
    content: errorBody,
  },
}
const queueFull = {
  '503': {
    description:
      'Database unavailable, or too many inquiries waiting to be stored (INTAKE_QUEUE_MAX); nothing was stored, ' +
      'retry after Retry-After (with the same Idempotency-Key)',
    content: errorBody,
  },
}

const created = (kind: InquiryKind) => ({
  '201': {
    description: 'Stored',
    headers: replayed,
    content: json({
      type: 'object',
      properties: {
        id: { type: 'integer' },
        kind: { type: 'string', const: kind },
        status: { type: 'string', description: 'The stored inquiry’s status: `new`' },
      },
      required: ['id', 'kind', 'status'],
    }),
  },
})

const tags = {
  inquiries: { name: 'Inquiries', description: 'Requests for information, enrolments and contact messages' },
  users: { name: 'Users', description: 'Accounts of people who signed in, and their admin status' },
}

/**
 * OpenAPI 3.1 description of the legacy REST paths, generated from the same zod schemas that validate them.
 * Without a configured origin the server URL is relative, which resolves against wherever the document
 * was fetched from; a guessed localhost would send generated clients to the caller's own machine.
 */
export function openApiDocument(origin: string | undefined) {
  const site = origin ?? ''
  // Callers' generated clients name their functions after operationId: renaming one breaks their code.
  const inquiry = (operationId: string, summary: string, kind: InquiryKind, schema: z.ZodType) => ({
    post: {
      operationId,
      summary,
      tags: [tags.inquiries.name],
      parameters: [idempotencyKey],
      requestBody: body(schema),
      responses: { ...created(kind), ...bodyErrors, ...idempotencyErrors, ...queueFull },
    },
  })
  return {
    openapi: '3.1.0',
    info: {
      title: `${SITE.name} web service`,
      version: '1.0.0',
      description: 'Legacy REST paths for inquiries and users. Every path needs the X-API-Key header.',
      contact: { name: `${SITE.name} support`, email: SITE.contact.supportEmail },
      license: { name: 'Proprietary', url: `${site}/terms` },
    },
    servers: [{ url: `${site}/webservice` }],
    tags: [tags.inquiries, tags.users],
    components: {
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            error: { type: 'string' },
            message: { type: 'string' },
            issues: {
              type: 'array',
              items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
            },
          },
          required: ['error', 'message'],
        },
      },
    },
    security: [{ apiKey: [] }],
    paths: {
      '/api/users': {
        post: {
          operationId: 'syncUser',
          summary: 'Create or update a user by uid',
          description:
            'Stores the profile as given. The e-mail is stored as unverified: it receives no alerts and no ' +
            'grant of admin rights finds it. A user who has signed in on the site is not changed (409).',
          tags: [tags.users.name],
          parameters: [idempotencyKey],
          requestBody: body(userSyncSchema),
          responses: {
            '200': {
              description: 'Stored',
              headers: replayed,
              content: json({
                type: 'object',
                properties: { id: { type: 'string' }, isAdmin: { type: 'boolean' } },
                required: ['id', 'isAdmin'],
              }),
            },
            ...bodyErrors,
            ...idempotencyErrors,
            '409': {
              description:
                'The user has signed in on the site, so their profile comes from that sign-in and nothing was ' +
                'changed; or a request with this Idempotency-Key is still being processed (retry after Retry-After)',
              content: errorBody,
            },
          },
        },
      },
      '/api/auth/check-admin': {
        get: {
          operationId: 'checkAdmin',
          summary: 'Whether a user is an admin',
          tags: [tags.users.name],
          parameters: [
            {
              name: 'uid',
              in: 'query',
              required: true,
              description: 'The user’s uid, as sent to POST /api/users',
              schema: { type: 'string', minLength: 1, maxLength: 128 },
            },
          ],
          responses: {
            '200': {
              description: 'Answer; false for a uid never stored',
              content: json({ type: 'object', properties: { isAdmin: { type: 'boolean' } }, required: ['isAdmin'] }),
            },
            ...errors,
          },
        },
      },
      '/api/inquiries/information': inquiry(
        'createInformationRequest',
        'Store a request for information',
        'information',
        webserviceInformationSchema,
      ),
      '/api/inquiries/enrollment': inquiry(
        'createEnrollment',
        'Store an enrolment application',
        'enrollment',
        webserviceEnrollmentSchema,
      ),
      '/api/inquiries': inquiry(
        'createContactInquiry',
        'Store a contact message (program holds the subject)',
        'contact',
        webserviceContactSchema,
      ),
    },
  }
}
