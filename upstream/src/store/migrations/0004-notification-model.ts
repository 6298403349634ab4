import { bool, json, oneOf } from './columns.ts';

export const notificationModel = `
  CREATE TABLE activities (
    id INTEGER PRIMARY KEY,
    message TEXT NOT NULL,
    created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    ${bool('is_client_user', 0)},
    campaign_id INTEGER REFERENCES campaigns (id) ON DELETE SET NULL,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX activities_created_at ON activities (created_at DESC, id DESC);
  CREATE INDEX activities_campaign_id ON activities (campaign_id) WHERE campaign_id IS NOT NULL;

  CREATE TABLE activity_recipients (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    activity_id INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
    read_at INTEGER,
    PRIMARY KEY (user_id, activity_id)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX activity_recipients_activity_id ON activity_recipients (activity_id);
  CREATE INDEX activity_recipients_unread ON activity_recipients (user_id) WHERE read_at IS NULL;

  CREATE TABLE email_recipients (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE,
    type TEXT NOT NULL CHECK (${oneOf('type', ['campaign', 'finance', 'reports', 'support'])}),
    created_by INTEGER NOT NULL REFERENCES users (id),
    created_at INTEGER NOT NULL,
    UNIQUE (email, type)
  ) STRICT;
  CREATE INDEX email_recipients_type ON email_recipients (type, email);

  CREATE TABLE support_submissions (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    concern TEXT NOT NULL
      CHECK (${oneOf('concern', ['Booking a campaign', 'Current campaign', 'Report a bug', 'Other'])}),
    details TEXT NOT NULL,
    office_id INTEGER REFERENCES offices (id) ON DELETE SET NULL,
    submitted_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX support_submissions_created_at ON support_submissions (created_at);

  CREATE TABLE partner_logs (
    id INTEGER PRIMARY KEY,
    campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    type TEXT NOT NULL CHECK (${oneOf('type', ['product', 'order', 'preview', 'status', 'cancel', 'dates'])}),
    endpoint TEXT NOT NULL,
    ${json('request')},
    ${json('response')},
    status INTEGER NOT NULL CHECK (status BETWEEN 100 AND 599),
    note TEXT,
    created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX partner_logs_campaign_id ON partner_logs (campaign_id, id);
  CREATE INDEX partner_logs_created_at ON partner_logs (created_at DESC, id DESC);
`;
