-- The trigram indexes of the searches keep a short pending list (docs/decisions/0043). GIN queues
-- the entries of inserted and updated rows (a client's row is rewritten with each contract's
-- status, through active_contracts) in a pending list that every search reads in full until it
-- reaches gin_pending_list_limit (4 MB by default) or a vacuum merges it: 259 pending pages after
-- a few thousand contract saves made the citizen-id search 3× slower (3.8 ms instead of 0.3 ms
-- per search). 64 kB (the least allowed) bounds that to 8 pages and still lets inserts batch
-- (fastupdate off made the demo seed 3 s slower on PGlite). Set in place, not rebuilt, and the
-- list already pending is merged now.
ALTER INDEX "assets_search_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "cash_logs_notes_month_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "clients_name_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "orders_text_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
SELECT gin_clean_pending_list('assets_search_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('cash_logs_notes_month_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('clients_name_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('orders_text_trgm_idx'::regclass);
