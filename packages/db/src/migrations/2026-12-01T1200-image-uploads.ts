import { sql, type Kysely } from 'kysely';

// Issue 20, spec/03 2 Image picker dialog, 7 Images: administrators upload
// images, which are re-encoded and kept with a small thumbnail beside them in
// the same row, so every API instance serves both (the files live in
// PostgreSQL, DESIGN.md Data). The seed's SVG images have no thumbnail: the
// thumbnail path serves the image itself for them (it scales). The picker
// pages the images newest first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table images add column thumbnail_bytes bytea`.execute(db);
  await sql`alter table images add column thumbnail_mime_type text`.execute(db);
  await sql`
    alter table images add constraint images_thumbnail_whole
    check ((thumbnail_bytes is null) = (thumbnail_mime_type is null))`.execute(db);
  await sql`create index images_created on images (created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists images_created`.execute(db);
  await sql`alter table images drop constraint if exists images_thumbnail_whole`.execute(db);
  await sql`alter table images drop column if exists thumbnail_mime_type`.execute(db);
  await sql`alter table images drop column if exists thumbnail_bytes`.execute(db);
}
