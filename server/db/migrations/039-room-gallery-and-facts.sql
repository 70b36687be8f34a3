-- The room shown (issue 30, decision 0141): a room type's gallery and facts, as its property file gives them.
-- `images` lists {url, alt} in order (the first is the room's picture when image_url is null); `facts` keeps
-- {size, beds, view, accessibility}, null when the file says nothing. Their texts in the hotel's default language,
-- other languages in `translations` by path (`images.0.alt`, `facts.beds`, `facts.accessibility.1`).
ALTER TABLE room_type ADD COLUMN images jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE room_type ADD COLUMN facts jsonb;
