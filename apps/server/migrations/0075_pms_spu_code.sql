-- An SPU's own code (商品编码), optional: the key a goods import groups its rows by and matches a product
-- with (pms README "Importing goods"), also typed in the product form. Unique in the tenant when given.
ALTER TABLE pms_spus ADD COLUMN code varchar(40);
CREATE UNIQUE INDEX pms_spus_code ON pms_spus (code, tenant_id) WHERE code IS NOT NULL;
