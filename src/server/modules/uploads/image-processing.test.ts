import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { UPLOAD_VARIANTS } from '#shared/image-variants.ts'
import { decodeQueue, makeVariants } from './image-processing.ts'

describe('image decoding', () => {
  it('decodes at most two uploads at a time; the rest wait their turn', async () => {
    const photo = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: '#8e44ad' },
    })
      .jpeg()
      .toBuffer()
    let busiest = 0
    const watch = setInterval(() => {
      busiest = Math.max(busiest, decodeQueue().active)
    }, 1)
    const jobs = Array.from({ length: 6 }, () => makeVariants(photo))
    expect(decodeQueue()).toMatchObject({ active: 2, pending: 4 })
    const results = await Promise.all(jobs)
    clearInterval(watch)
    expect(busiest).toBeLessThanOrEqual(2)
    expect(decodeQueue()).toMatchObject({ active: 0, pending: 0 })

    // One decode still yields every variant at its own size.
    for (const [variant, size] of Object.entries(UPLOAD_VARIANTS)) {
      const meta = await sharp(results[0]![variant as keyof typeof UPLOAD_VARIANTS]).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.width).toBe(size)
      expect(meta.height).toBe(Math.round((size * 1800) / 2400))
    }
  })
})
