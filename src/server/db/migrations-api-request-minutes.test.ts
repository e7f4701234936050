import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, expect, it } from 'vitest'

// The migration that counts API requests per minute keeps what the one-row-per-request table
// held: its statements run here on that table (as migration 0005 made it) holding requests from
// two minutes, then the next migration drops it.

let db: PGlite

beforeAll(async () => {
  db = new PGlite()
  await db.exec(`
    create table "users" ("id" uuid primary key);
    create table "api_metrics" (
      "id" uuid primary key default gen_random_uuid(),
      "endpoint" text not null,
      "method" text not null,
      "status_code" integer not null,
      "response_time" integer not null,
      "user_id" uuid references "users"("id") on delete set null,
      "error_message" text,
      "created_at" timestamptz not null default now()
    );
    insert into "users" values ('00000000-0000-4000-8000-000000000001');
    insert into "api_metrics" ("endpoint", "method", "status_code", "response_time", "user_id", "error_message", "created_at") values
      ('/api/products', 'GET', 200, 10, null, null, '2026-11-20 10:00:05+00'),
      ('/api/products', 'GET', 200, 20, null, null, '2026-11-20 10:00:59+00'),
      ('/api/products', 'GET', 502, 90, '00000000-0000-4000-8000-000000000001', 'bad gateway', '2026-11-20 10:00:30+00'),
      ('/api/products', 'GET', 200, 7, null, null, '2026-11-20 10:01:00+00'),
      ('/api/products', 'POST', 201, 40, null, null, '2026-11-20 10:00:10+00'),
      ('/api/cart', 'GET', 404, 3, null, null, '2026-11-20 10:00:10+00');
  `)
})

afterAll(async () => {
  await db.close()
})

async function run(file: string) {
  const sql = await readFile(new URL(`./migrations/${file}`, import.meta.url), 'utf8')
  for (const statement of sql.split('--> statement-breakpoint')) await db.exec(statement)
}

it('counts the recorded requests into their minutes and keeps the server errors', async () => {
  await run('0027_api_request_minutes.sql')
  await run('0028_drop_api_metrics.sql')

  const minutes = await db.query<Record<string, unknown>>(
    `select to_char("minute" at time zone 'UTC', 'HH24:MI:SS') as minute, "method", "endpoint",
            "requests", "server_errors", "response_time_total"::int as total
     from "api_request_minutes" order by 1, 2, 3`,
  )
  expect(minutes.rows).toEqual([
    {
      minute: '10:00:00',
      method: 'GET',
      endpoint: '/api/cart',
      requests: 1,
      server_errors: 0,
      total: 3,
    },
    {
      minute: '10:00:00',
      method: 'GET',
      endpoint: '/api/products',
      requests: 3,
      server_errors: 1,
      total: 120,
    },
    {
      minute: '10:00:00',
      method: 'POST',
      endpoint: '/api/products',
      requests: 1,
      server_errors: 0,
      total: 40,
    },
    {
      minute: '10:01:00',
      method: 'GET',
      endpoint: '/api/products',
      requests: 1,
      server_errors: 0,
      total: 7,
    },
  ])
  const errors = await db.query<Record<string, unknown>>(
    `select "endpoint", "status_code", "user_id", "error_message" from "api_server_errors"`,
  )
  expect(errors.rows).toEqual([
    {
      endpoint: '/api/products',
      status_code: 502,
      user_id: '00000000-0000-4000-8000-000000000001',
      error_message: 'bad gateway',
    },
  ])
  const old = await db.query(`select to_regclass('api_metrics') as name`)
  expect(old.rows).toEqual([{ name: null }])
})
