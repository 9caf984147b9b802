// The floor for bench:inquiries: Fastify + pg doing only one INSERT per request, no validation, no auth,
// into FLOOR_TABLE, a plain table the bench creates (the inquiries columns, no index but the primary key).
import Fastify from 'fastify'
import pg from 'pg'

const table = process.env.FLOOR_TABLE
if (!/^[a-z_]+$/.test(table ?? '')) throw new Error('FLOOR_TABLE must name the floor table')
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 16 })
const app = Fastify({ logger: false })
app.post('/webservice/api/inquiries/information', async (req, reply) => {
  const b = req.body
  const { rows } = await pool.query(
    `insert into ${table} (kind, full_name, email, phone, program, channel) values ('information', $1, $2, $3, $4, 'webservice') returning id`,
    [b.fullName, b.email, b.phone, b.program],
  )
  return reply.status(201).send({ id: rows[0].id, kind: 'information', status: 'new' })
})
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.send?.('ready')
process.on('SIGTERM', async () => {
  await app.close()
  await pool.end()
  process.exit(0)
})
