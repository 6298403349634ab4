import { bool, paymentOption, weekday } from './columns.ts';

const creativeColumns = ['property', 'office', 'agent']
  .flatMap((kind) => ['160600', '300600', '300250', '970250'].map((size) => `${kind}_creative_${size} TEXT`))
  .join(',\n    ');

export const accountModel = `
  CREATE TABLE files (
    id INTEGER PRIMARY KEY,
    sub_type TEXT,
    location TEXT NOT NULL,
    name TEXT NOT NULL,
    mime_type TEXT NOT NULL,
    size INTEGER NOT NULL CHECK (size >= 0),
    ${bool('temporary', 0)},
    created_at INTEGER NOT NULL
  ) STRICT;

  CREATE TABLE addresses (
    id INTEGER PRIMARY KEY,
    building_name TEXT,
    thoroughfare_number TEXT,
    thoroughfare_name TEXT,
    locality_name TEXT,
    postal_code_number TEXT,
    administrative_area_name TEXT
      CHECK (administrative_area_name IN ('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'))
  ) STRICT;
  CREATE INDEX addresses_locality_name ON addresses (locality_name COLLATE NOCASE);

  CREATE TABLE clients_next (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    sub_domain TEXT NOT NULL COLLATE NOCASE UNIQUE,
    status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'archived')),
    product TEXT,
    company_name TEXT,
    abn_number TEXT,
    account_email TEXT,
    vendor_number TEXT,
    workflow_number TEXT,
    email_from_name TEXT,
    client_domains TEXT NOT NULL DEFAULT '',
    trading_terms TEXT,
    ${paymentOption('property_campaign_payment_option', true)},
    ${paymentOption('agent_campaign_payment_option', true)},
    ${paymentOption('office_campaign_payment_option', true)},
    billing_address_id INTEGER REFERENCES addresses (id) ON DELETE SET NULL,
    logo TEXT,
    logo_inverse TEXT,
    favicon TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  ) STRICT;
  INSERT INTO clients_next (id, title, sub_domain, status, logo, logo_inverse, favicon, created_at, updated_at)
    SELECT id, title, sub_domain, CASE status WHEN 'active' THEN 'published' ELSE 'archived' END,
      logo, logo_inverse, favicon, created_at, created_at
    FROM clients;
  DROP TABLE clients;
  ALTER TABLE clients_next RENAME TO clients;
  CREATE INDEX clients_status_title ON clients (status, title COLLATE NOCASE);

  CREATE TABLE client_integrations (
    client_id INTEGER PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
    campaign_stat_source TEXT NOT NULL DEFAULT 'GA' CHECK (campaign_stat_source IN ('GA', 'Loopa')),
    ${creativeColumns}
  ) STRICT;

  CREATE TABLE client_display_configs (
    client_id INTEGER PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
    ${bool('show_campaign_report_button', 1)},
    ${bool('show_campaign_export_pdf', 1)},
    ${bool('show_agent_campaign_ad_title', 0)},
    ${bool('show_agent_campaign_label', 0)},
    ${bool('show_property_url_field', 0)},
    ${bool('show_agent_landing_page', 0)},
    ${bool('show_agent_campaign_listing', 0)},
    image_logo_id INTEGER REFERENCES files (id) ON DELETE SET NULL,
    image_logo_inverse_id INTEGER REFERENCES files (id) ON DELETE SET NULL,
    image_ad_logo_id INTEGER REFERENCES files (id) ON DELETE SET NULL,
    image_favicon_id INTEGER REFERENCES files (id) ON DELETE SET NULL,
    image_email_logo_top_id INTEGER REFERENCES files (id) ON DELETE SET NULL,
    image_email_logo_bottom_id INTEGER REFERENCES files (id) ON DELETE SET NULL,
    image_landing_page_cover_id INTEGER REFERENCES files (id) ON DELETE SET NULL
  ) STRICT;

  CREATE TABLE offices_next (
    id INTEGER PRIMARY KEY,
    client_id INTEGER REFERENCES clients (id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    display_name TEXT NOT NULL,
    slug TEXT NOT NULL COLLATE NOCASE UNIQUE,
    status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'archived')),
    address_id INTEGER REFERENCES addresses (id) ON DELETE SET NULL,
    primary_contact TEXT,
    email TEXT,
    phone TEXT,
    postcode TEXT,
    destination_url TEXT,
    rev_id TEXT,
    background_color TEXT,
    secondary_color TEXT,
    ${bool('organic_campaigns', 0)},
    ${bool('include_gst', 1)},
    logo_id INTEGER REFERENCES files (id) ON DELETE SET NULL,
    ${paymentOption('property_campaign_payment_option', false)},
    ${paymentOption('agent_campaign_payment_option', false)},
    ${paymentOption('office_campaign_payment_option', false)},
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  ) STRICT;
  INSERT INTO offices_next (id, client_id, title, display_name, slug, status, created_at, updated_at)
    SELECT id, client_id, title, display_name, slug, CASE status WHEN 'active' THEN 'published' ELSE 'archived' END,
      created_at, created_at
    FROM offices;
  DROP TABLE offices;
  ALTER TABLE offices_next RENAME TO offices;
  CREATE INDEX offices_client_status_name ON offices (client_id, status, display_name COLLATE NOCASE);
  CREATE INDEX offices_status_name ON offices (status, display_name COLLATE NOCASE);

  CREATE TABLE orders_reports (
    id INTEGER PRIMARY KEY,
    client_id INTEGER UNIQUE REFERENCES clients (id) ON DELETE CASCADE,
    office_id INTEGER UNIQUE REFERENCES offices (id) ON DELETE CASCADE,
    recipients TEXT NOT NULL DEFAULT '',
    ${weekday('weekday')},
    range_start TEXT,
    range_end_type TEXT CHECK (range_end_type IN ('date', 'occurrences')),
    range_end_occurrences INTEGER CHECK (range_end_occurrences >= 1),
    range_end_date TEXT,
    CHECK ((client_id IS NULL) <> (office_id IS NULL))
  ) STRICT;

  CREATE TABLE office_automated_reports (
    office_id INTEGER PRIMARY KEY REFERENCES offices (id) ON DELETE CASCADE,
    recurrence_type TEXT NOT NULL DEFAULT 'weekly' CHECK (recurrence_type IN ('daily', 'weekly', 'monthly')),
    recurrence_interval INTEGER NOT NULL DEFAULT 1 CHECK (recurrence_interval >= 1),
    ${weekday('weekday')},
    monthday INTEGER NOT NULL DEFAULT 15 CHECK (monthday BETWEEN 1 AND 31),
    start_date TEXT NOT NULL,
    recipients TEXT NOT NULL DEFAULT '',
    last_sent INTEGER
  ) STRICT;

  ALTER TABLE users ADD COLUMN destination_url TEXT;
  ALTER TABLE users ADD COLUMN image_original_id INTEGER REFERENCES files (id) ON DELETE SET NULL;
  ALTER TABLE users ADD COLUMN postcode TEXT;
  ALTER TABLE users ADD COLUMN archived_at INTEGER;
  ALTER TABLE users ADD COLUMN updated_at INTEGER NOT NULL DEFAULT 0;
  UPDATE users SET updated_at = created_at;
  DROP INDEX users_client_id;
  CREATE INDEX users_client_name ON users (client_id, last_name COLLATE NOCASE, first_name COLLATE NOCASE);
  CREATE INDEX users_updated_at ON users (updated_at);

  CREATE TABLE office_permissions_next (
    id INTEGER PRIMARY KEY,
    office_id INTEGER NOT NULL REFERENCES offices (id) ON DELETE CASCADE,
    user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
    ${bool('permission_updatable', 1)},
    ${bool('can_view_media_orders', 0)},
    ${bool('can_view_past_orders', 0)},
    ${bool('can_view_payment_details', 0)},
    UNIQUE (user_id, office_id)
  ) STRICT;
  INSERT INTO office_permissions_next (office_id, user_id, can_view_media_orders, can_view_past_orders,
      can_view_payment_details)
    SELECT office_id, user_id, can_view_media_orders, can_view_past_orders, can_view_payment_details
    FROM office_permissions ORDER BY user_id, office_id;
  DROP TABLE office_permissions;
  ALTER TABLE office_permissions_next RENAME TO office_permissions;
  CREATE INDEX office_permissions_office_id ON office_permissions (office_id);

  CREATE TABLE cards (
    id INTEGER PRIMARY KEY,
    client_id INTEGER REFERENCES clients (id) ON DELETE CASCADE,
    office_id INTEGER REFERENCES offices (id) ON DELETE CASCADE,
    provider_id TEXT NOT NULL UNIQUE,
    brand TEXT NOT NULL,
    last4 TEXT NOT NULL CHECK (length(last4) = 4),
    exp_month INTEGER NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
    exp_year INTEGER NOT NULL,
    ${bool('is_default', 1)},
    created_at INTEGER NOT NULL,
    CHECK ((client_id IS NULL) <> (office_id IS NULL))
  ) STRICT;
  CREATE INDEX cards_client_id ON cards (client_id) WHERE client_id IS NOT NULL;
  CREATE INDEX cards_office_id ON cards (office_id) WHERE office_id IS NOT NULL;
`;
