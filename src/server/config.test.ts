import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

describe('configuration', () => {
  it('defaults to the embedded database with the demo seed on port 5000', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      PORT: 5000,
      DATA_DIR: './data',
      seedDemo: true,
      cookieSecure: false,
    })
    expect(config.DATABASE_URL).toBeUndefined()
  })

  it('treats empty variables as unset and turns the seed off on PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: '' }).seedDemo).toBe(true)
    const postgres = loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/db' })
    expect(postgres.seedDemo).toBe(false)
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/db', SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true)
  })

  it('offers the sandbox payment on the embedded database only, unless told otherwise', () => {
    expect(loadConfig({}).paymentsSandbox).toBe(true)
    const postgres = 'postgres://u@localhost:5432/db'
    expect(loadConfig({ DATABASE_URL: postgres }).paymentsSandbox).toBe(false)
    expect(loadConfig({ DATABASE_URL: postgres, PAYMENTS_SANDBOX: 'true' }).paymentsSandbox).toBe(
      true,
    )
    expect(loadConfig({ PAYMENTS_SANDBOX: 'false' }).paymentsSandbox).toBe(false)
    expect(() => loadConfig({ PAYMENTS_SANDBOX: 'sometimes' })).toThrow(/PAYMENTS_SANDBOX/)
  })

  it('secures cookies behind https', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://selam.market' }).cookieSecure).toBe(true)
  })

  it('reads TRUST_PROXY as a hop count, a list of proxies, or true/false', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true)
    expect(loadConfig({ TRUST_PROXY: 'no' }).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1,loopback' }).TRUST_PROXY).toEqual(
      ['10.0.0.1', '172.16.0.0/12', '::1', 'loopback'],
    )
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/)
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/)
  })

  it('fails fast naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', SEED_DEMO: 'maybe' })).toThrow(/PORT[\s\S]*SEED_DEMO/)
  })
})
