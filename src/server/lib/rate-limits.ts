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
  /** A seller catching up answers many reviews in a sitting. */
  reviewReply: { max: 60, timeWindow: '10 minutes' },
  /** The register form's strength meter asks once per pause in typing. */
  passwordStrength: { max: 120, timeWindow: '1 minute' },
  /** Forgot-password requests (each also counts per named address and per account). */
  passwordForgot: { max: 10, timeWindow: '15 minutes' },
  /** Reset tries: a code has 5 tries of its own; this bounds guessing across many codes. */
  passwordReset: { max: 20, timeWindow: '15 minutes' },
  /** Verification links and codes sent (each account may also receive only 5 an hour). */
  verificationSend: { max: 10, timeWindow: '15 minutes' },
  verificationCheck: { max: 30, timeWindow: '15 minutes' },
  /** robots.txt and sitemaps: crawlers read them a few times a day. */
  crawl: { max: 60, timeWindow: '1 minute' },
  /** Link-preview images are drawn on the server (then cached); a page shared once is fetched once per network. */
  previewImage: { max: 120, timeWindow: '1 minute' },
  /** Building the file reads every table the person has rows in. */
  dataExport: { max: 5, timeWindow: '1 hour' },
  /** Each statement file is drawn on request (a PDF embeds its fonts). */
  statementFile: { max: 30, timeWindow: '10 minutes' },
  /** Each attempt checks the password: a guesser with a stolen session meets this quickly. */
  accountDelete: { max: 5, timeWindow: '15 minutes' },
} as const
