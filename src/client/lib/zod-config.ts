// Zod compiles fast paths with `new Function`, which the site's security policy forbids (no
// 'unsafe-eval'); its probe for that is reported as a policy violation even though it is caught.
// In the browser zod runs without them: set before zod loads (it reads this global once).
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } }
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true }
