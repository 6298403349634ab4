/**
 * The hashed customer lists of audiences. A row holds the SHA-256 of each normalised identifier of
 * one contact (e-mail, E.164 phone, first and last name), never the identifier itself: the sandbox,
 * like the ad platform it stands for, keeps no raw contact data and no uploaded CSV. The activity
 * log records how many contacts each transfer to the ad platform matched.
 */
export const audienceContacts = `
  CREATE TABLE audience_contacts (
    audience_id INTEGER NOT NULL REFERENCES audiences (id) ON DELETE CASCADE,
    email_sha256 TEXT CHECK (email_sha256 IS NULL OR (length(email_sha256) = 64 AND email_sha256 NOT GLOB '*[^0-9a-f]*')),
    phone_sha256 TEXT CHECK (phone_sha256 IS NULL OR (length(phone_sha256) = 64 AND phone_sha256 NOT GLOB '*[^0-9a-f]*')),
    first_name_sha256 TEXT CHECK (first_name_sha256 IS NULL OR (length(first_name_sha256) = 64 AND first_name_sha256 NOT GLOB '*[^0-9a-f]*')),
    last_name_sha256 TEXT CHECK (last_name_sha256 IS NULL OR (length(last_name_sha256) = 64 AND last_name_sha256 NOT GLOB '*[^0-9a-f]*')),
    CHECK (email_sha256 IS NOT NULL OR phone_sha256 IS NOT NULL)
  ) STRICT;
  CREATE INDEX audience_contacts_audience_id ON audience_contacts (audience_id);
  ALTER TABLE audience_activity_logs ADD COLUMN matched_count INTEGER CHECK (matched_count IS NULL OR matched_count >= 0);
`;
