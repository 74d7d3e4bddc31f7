-- The stored transcript as JSON, or an empty list when the text is not a JSON list (never fails).
CREATE OR REPLACE FUNCTION demoreel_transcript_json(transcript text) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE parsed jsonb;
BEGIN
  IF transcript IS NULL THEN RETURN '[]'::jsonb; END IF;
  parsed := transcript::jsonb;
  IF jsonb_typeof(parsed) <> 'array' THEN RETURN '[]'::jsonb; END IF;
  RETURN parsed;
EXCEPTION WHEN others THEN
  RETURN '[]'::jsonb;
END;
$$;--> statement-breakpoint
-- What is said: the lines' text joined (not the word timings, not the field names).
CREATE OR REPLACE FUNCTION demoreel_transcript_text(transcript text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(line->>'text', ' '), '')
  FROM jsonb_array_elements(demoreel_transcript_json(transcript)) AS line
  WHERE jsonb_typeof(line) = 'object'
$$;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "description"), 'B') || setweight(to_tsvector('english', demoreel_transcript_text("transcript")), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "videos_search_idx" ON "videos" USING gin ("search_document");