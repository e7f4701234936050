import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { UploadResult, UploadTicket } from '#shared/contracts/uploads.ts'
import type { Executor } from '#server/db/database.ts'
import { trialPlans, userTrials } from '#server/db/schema/sellers.ts'
import type { TestApp } from './test-app.ts'
import { daysFromNow } from './catalog-factories.ts'

/** A private DATA_DIR for a test file's uploads; `remove` in afterAll. */
export async function uploadDataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'selam-uploads-'))
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}

/** A real PNG drawn by sharp. */
export function makePng(width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 4, background: '#1e8449' } })
    .png()
    .toBuffer()
}

/** A real JPEG carrying EXIF with a camera name and a GPS position (Addis Ababa). */
export function makeJpegWithGps(width = 2000, height = 1500) {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .withExif({
      IFD0: { Make: 'SelamTestCam', Artist: 'Almaz Bekele' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '9/1 1/1 48/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '38/1 44/1 24/1',
      },
    })
    .jpeg()
    .toBuffer()
}

export async function requestUploadUrl(t: TestApp, cookie: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: { cookie },
  })
  if (response.statusCode !== 200) throw new Error(`upload ticket: ${response.body}`)
  return response.json<UploadTicket>().uploadURL
}

export function putFile(
  t: TestApp,
  cookie: string,
  uploadURL: string,
  body: Buffer,
  contentType = 'image/png',
) {
  return t.app.inject({
    method: 'PUT',
    url: uploadURL,
    headers: { cookie, 'content-type': contentType },
    payload: body,
  })
}

/** Uploads a real image as the seller and returns the stored image address. */
export async function uploadImage(t: TestApp, cookie: string, body?: Buffer) {
  const uploadURL = await requestUploadUrl(t, cookie)
  const response = await putFile(t, cookie, uploadURL, body ?? (await makePng()))
  if (response.statusCode !== 200) throw new Error(`upload: ${response.body}`)
  return response.json<UploadResult>()
}

/** Puts the user on a running trial plan with the spec's limits unless overridden. */
export async function startTrial(
  db: Executor,
  userId: string,
  limits: { maxProducts?: number; maxCategories?: number } = {},
) {
  const [plan] = await db
    .insert(trialPlans)
    .values({ name: 'Seller trial', maxProducts: 5, maxCategories: 3, ...limits })
    .returning()
  const [trial] = await db
    .insert(userTrials)
    .values({ userId, trialPlanId: plan!.id, expiresAt: daysFromNow(90) })
    .returning()
  return { plan: plan!, trial: trial! }
}
