-- Extensions used by the schema (trigram search indexes). The embedded PGlite loads pg_trgm too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
