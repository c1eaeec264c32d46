-- The ordering app finds the shop home page by the company's public key, the same key as the articles'
-- public reads (core/auth/tenant-public-key.ts; marketing/README.md "Shop decoration"): the page's own
-- random code goes, and its unique index with it.
DROP INDEX IF EXISTS marketing_shop_pages_code;
ALTER TABLE marketing_shop_pages DROP COLUMN IF EXISTS code;
