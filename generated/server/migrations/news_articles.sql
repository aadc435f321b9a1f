-- Generated from schema/life/newsArticles.ts by `npm run generate`. Do not edit.
CREATE TABLE IF NOT EXISTS news_articles (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text
);
ALTER TABLE news_articles ADD COLUMN IF NOT EXISTS category_id text;
ALTER TABLE news_articles ADD COLUMN IF NOT EXISTS title text;
ALTER TABLE news_articles ADD COLUMN IF NOT EXISTS summary text;
ALTER TABLE news_articles ADD COLUMN IF NOT EXISTS body text;
ALTER TABLE news_articles ADD COLUMN IF NOT EXISTS author text;
ALTER TABLE news_articles ADD COLUMN IF NOT EXISTS published_at timestamptz;
ALTER TABLE news_articles ADD COLUMN IF NOT EXISTS like_count integer DEFAULT 0;
ALTER TABLE news_articles ADD COLUMN IF NOT EXISTS comment_count integer DEFAULT 0;
CREATE INDEX IF NOT EXISTS news_articles_category_id_published_at_idx ON news_articles (category_id, published_at);
CREATE INDEX IF NOT EXISTS news_articles_title_prefix_idx ON news_articles (lower(title) text_pattern_ops);
