-- unaccent() is only STABLE (it reads a dictionary), so it cannot appear in generated columns or indexes.
-- This wrapper names the dictionary explicitly, which makes the result fixed, and is declared IMMUTABLE.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
