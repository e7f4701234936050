// Per-route request budgets, used as `config: { rateLimit: LIMITS.x }` (plugins/rate-limit.ts).

/** Budgets that a person using the site never meets, and a script meets quickly. */
export const LIMITS = {
  /** New accounts from one address (a family or an office registering together is fine). */
  register: { max: 20, timeWindow: '10 minutes' },
  feedback: { max: 10, timeWindow: '10 minutes' },
  faqVote: { max: 30, timeWindow: '1 minute' },
  /** The client records one per page it shows. */
  pageView: { max: 120, timeWindow: '1 minute' },
  chatMessage: { max: 30, timeWindow: '1 minute' },
  /** Typing in the search box asks for suggestions as the text changes. */
  searchSuggestions: { max: 120, timeWindow: '1 minute' },
  /** Upload tickets and the uploads themselves (8 photos per product). */
  upload: { max: 60, timeWindow: '10 minutes' },
  review: { max: 10, timeWindow: '10 minutes' },
  /** The register form's strength meter asks once per pause in typing. */
  passwordStrength: { max: 120, timeWindow: '1 minute' },
  /** robots.txt and sitemaps: crawlers read them a few times a day. */
  crawl: { max: 60, timeWindow: '1 minute' },
  /** Link-preview images are drawn on the server (then cached); a page shared once is fetched once per network. */
  previewImage: { max: 120, timeWindow: '1 minute' },
} as const
