import { z } from 'zod'
import {
  webserviceContactSchema,
  webserviceEnrollmentSchema,
  webserviceInformationSchema,
} from '../../shared/schemas/webservice'
import { userSyncSchema } from '../../shared/schemas/user'
import { SITE } from '../../shared/site'

const body = (schema: z.ZodType) => ({
  required: true,
  content: { 'application/json': { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) } },
})

const errorSchema = {
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
}
const errors = {
  '400': {
    description: 'Invalid field or JSON; `issues` names each field with the message to show',
    content: { 'application/json': { schema: errorSchema } },
  },
  '401': { description: 'Missing or wrong X-API-Key', content: { 'application/json': { schema: errorSchema } } },
  '413': { description: 'Body larger than 64 KiB', content: { 'application/json': { schema: errorSchema } } },
  '429': {
    description: 'Rate limit for this key reached; see Retry-After',
    content: { 'application/json': { schema: errorSchema } },
  },
  '503': {
    description: 'Database unavailable; nothing was stored, retry later',
    content: { 'application/json': { schema: errorSchema } },
  },
}
const created = {
  '201': {
    description: 'Stored',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: { id: { type: 'integer' }, kind: { type: 'string' }, status: { type: 'string' } },
          required: ['id'],
        },
      },
    },
  },
}

/** OpenAPI 3.1 description of the legacy REST paths, generated from the same zod schemas that validate them. */
export function openApiDocument(origin: string) {
  const inquiry = (summary: string, schema: z.ZodType) => ({
    post: { summary, security: [{ apiKey: [] }], requestBody: body(schema), responses: { ...created, ...errors } },
  })
  return {
    openapi: '3.1.0',
    info: {
      title: `${SITE.name} web service`,
      version: '1.0.0',
      description: 'Legacy REST paths for inquiries and users.',
    },
    servers: [{ url: `${origin}/webservice` }],
    components: { securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } } },
    security: [{ apiKey: [] }],
    paths: {
      '/api/users': {
        post: {
          summary: 'Create or update a user by uid',
          requestBody: body(userSyncSchema),
          responses: {
            '200': {
              description: 'Stored',
              content: {
                'application/json': {
                  schema: { type: 'object', properties: { id: { type: 'string' }, isAdmin: { type: 'boolean' } } },
                },
              },
            },
            ...errors,
          },
        },
      },
      '/api/auth/check-admin': {
        get: {
          summary: 'Whether a user is an admin',
          parameters: [{ name: 'uid', in: 'query', required: true, schema: { type: 'string' } }],
          responses: {
            '200': {
              description: 'Answer',
              content: {
                'application/json': { schema: { type: 'object', properties: { isAdmin: { type: 'boolean' } } } },
              },
            },
            ...errors,
          },
        },
      },
      '/api/inquiries/information': inquiry('Store a request for information', webserviceInformationSchema),
      '/api/inquiries/enrollment': inquiry('Store an enrolment application', webserviceEnrollmentSchema),
      '/api/inquiries': inquiry('Store a contact message (program holds the subject)', webserviceContactSchema),
    },
  }
}
