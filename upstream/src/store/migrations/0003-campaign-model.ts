import { bool, json, oneOf, paymentOption } from './columns.ts';

const statValues = [
  'impressions',
  'clicks',
  'social_engagement',
  'soi_views',
  'image_views',
  'video_views',
  'floorplan_views',
  'live_chats',
  'inspection_auction_location_views',
  'enquiries_social',
  'enquiries_form',
  'enquiries_phone',
  'enquiries_email',
  'budget_spent',
]
  .map((column) => `${column} INTEGER NOT NULL DEFAULT 0 CHECK (${column} >= 0)`)
  .join(',\n    ');

export const campaignModel = `
  CREATE TABLE packages (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    type TEXT NOT NULL CHECK (${oneOf('type', ['office', 'agent', 'agent-extend', 'property'])}),
    description TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'archived')),
    sort_order INTEGER NOT NULL DEFAULT 0,
    property_package_id TEXT,
    agent_package_id TEXT,
    office_package_id TEXT,
    property_duration INTEGER CHECK (property_duration > 0),
    agent_duration INTEGER CHECK (agent_duration > 0),
    office_duration INTEGER CHECK (office_duration > 0),
    retail_price INTEGER NOT NULL DEFAULT 0 CHECK (retail_price >= 0),
    package_price INTEGER NOT NULL DEFAULT 0 CHECK (package_price >= 0),
    production_fee INTEGER NOT NULL DEFAULT 0 CHECK (production_fee >= 0),
    ttb_charge INTEGER NOT NULL DEFAULT 0 CHECK (ttb_charge >= 0),
    ${bool('video_required', 0)},
    ${bool('pmp_required', 0)},
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX packages_status_sort ON packages (status, sort_order, id);
  CREATE INDEX packages_type ON packages (type, status);

  CREATE TABLE package_clients (
    package_id INTEGER NOT NULL REFERENCES packages (id) ON DELETE CASCADE,
    client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    PRIMARY KEY (package_id, client_id)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX package_clients_client_id ON package_clients (client_id);

  CREATE TABLE package_offices (
    package_id INTEGER NOT NULL REFERENCES packages (id) ON DELETE CASCADE,
    office_id INTEGER NOT NULL REFERENCES offices (id) ON DELETE CASCADE,
    PRIMARY KEY (package_id, office_id)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX package_offices_office_id ON package_offices (office_id);

  CREATE TABLE properties (
    id INTEGER PRIMARY KEY,
    office_id INTEGER NOT NULL REFERENCES offices (id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    address_id INTEGER NOT NULL REFERENCES addresses (id),
    description TEXT NOT NULL DEFAULT '',
    display_price TEXT,
    beds INTEGER CHECK (beds >= 0),
    baths INTEGER CHECK (baths >= 0),
    carbays INTEGER CHECK (carbays >= 0),
    sale_status TEXT NOT NULL
      CHECK (${oneOf('sale_status', ['For Sale', 'Under Offer', 'Sold', 'For Lease', 'Leased'])}),
    listing_url TEXT,
    product_id TEXT,
    ${json('third_party_data')},
    main_image_id INTEGER REFERENCES files (id) ON DELETE SET NULL,
    ${bool('is_orderable', 1)},
    listed_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX properties_office_listed ON properties (office_id, listed_at DESC);
  CREATE INDEX properties_address_id ON properties (address_id);

  CREATE TABLE property_images (
    property_id INTEGER NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    file_id INTEGER NOT NULL REFERENCES files (id) ON DELETE CASCADE,
    PRIMARY KEY (property_id, position)
  ) STRICT, WITHOUT ROWID;

  CREATE TABLE property_users (
    property_id INTEGER NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    PRIMARY KEY (property_id, user_id)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX property_users_user_id ON property_users (user_id);

  CREATE TABLE audiences (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 30),
    scope TEXT NOT NULL CHECK (${oneOf('scope', ['client', 'agency', 'agent'])}),
    client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    csv_file_id INTEGER REFERENCES files (id) ON DELETE SET NULL,
    contact_count INTEGER NOT NULL DEFAULT 0 CHECK (contact_count >= 0),
    platform_audience_id TEXT,
    created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    ${bool('deleted', 0)},
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX audiences_client_id ON audiences (client_id, deleted, id);
  CREATE INDEX audiences_created_by ON audiences (created_by);
  CREATE UNIQUE INDEX audiences_client_name ON audiences (client_id, name COLLATE NOCASE) WHERE deleted = 0;

  CREATE TABLE audience_assignments (
    id INTEGER PRIMARY KEY,
    audience_id INTEGER NOT NULL REFERENCES audiences (id) ON DELETE CASCADE,
    client_id INTEGER REFERENCES clients (id) ON DELETE CASCADE,
    office_id INTEGER REFERENCES offices (id) ON DELETE CASCADE,
    user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
    CHECK ((client_id IS NOT NULL) + (office_id IS NOT NULL) + (user_id IS NOT NULL) = 1)
  ) STRICT;
  CREATE INDEX audience_assignments_audience_id ON audience_assignments (audience_id);
  CREATE INDEX audience_assignments_office_id ON audience_assignments (office_id) WHERE office_id IS NOT NULL;
  CREATE INDEX audience_assignments_user_id ON audience_assignments (user_id) WHERE user_id IS NOT NULL;

  CREATE TABLE audience_activity_logs (
    id INTEGER PRIMARY KEY,
    audience_id INTEGER NOT NULL REFERENCES audiences (id) ON DELETE CASCADE,
    action TEXT NOT NULL,
    user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX audience_activity_logs_audience_id ON audience_activity_logs (audience_id, created_at);

  CREATE TABLE campaigns (
    id INTEGER PRIMARY KEY,
    type TEXT NOT NULL CHECK (${oneOf('type', ['property', 'property-extend', 'agent', 'office'])}),
    publish_status TEXT NOT NULL DEFAULT 'draft' CHECK (${oneOf('publish_status', ['draft', 'published', 'archived'])}),
    status TEXT CHECK (${oneOf('status', ['booked', 'upcoming', 'in-progress', 'finished', 'cancelled', 'stopped'])}),
    office_id INTEGER NOT NULL REFERENCES offices (id) ON DELETE CASCADE,
    package_id INTEGER NOT NULL REFERENCES packages (id),
    property_id INTEGER REFERENCES properties (id) ON DELETE SET NULL,
    audience_id INTEGER REFERENCES audiences (id) ON DELETE SET NULL,
    agent_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
    booked_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    associated_campaign_id INTEGER REFERENCES campaigns (id) ON DELETE SET NULL,
    display_name TEXT NOT NULL,
    sub_type TEXT CHECK (${oneOf('sub_type', ['OfficeBranding', 'OfficeRecruitment', 'PropertyManagement'])}),
    start_date TEXT NOT NULL,
    end_date TEXT NOT NULL,
    duration INTEGER NOT NULL CHECK (duration > 0),
    retail_price INTEGER NOT NULL CHECK (retail_price >= 0),
    budget INTEGER NOT NULL DEFAULT 0 CHECK (budget >= 0),
    agent_name TEXT,
    agent_email TEXT,
    agent_phone TEXT,
    agent_image_id INTEGER REFERENCES files (id) ON DELETE SET NULL,
    postcode TEXT,
    destination_url TEXT,
    video_url TEXT,
    property_url TEXT,
    headline TEXT,
    short_description TEXT,
    ad_title TEXT,
    ad_copy TEXT,
    label TEXT,
    main_image_id INTEGER REFERENCES files (id) ON DELETE SET NULL,
    additional_recipients TEXT NOT NULL DEFAULT '',
    ${paymentOption('payment_option', true)},
    ${bool('organic_post', 0)},
    note TEXT,
    status_label TEXT,
    facebook_preview TEXT,
    ${json('signifi_product_response')},
    ${json('signifi_order_response')},
    report_token TEXT NOT NULL UNIQUE,
    booked_at INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX campaigns_created_at ON campaigns (created_at DESC, id DESC);
  CREATE INDEX campaigns_office_created ON campaigns (office_id, created_at DESC, id DESC);
  CREATE INDEX campaigns_status_start ON campaigns (status, start_date);
  CREATE INDEX campaigns_publish_status ON campaigns (publish_status, created_at DESC);
  CREATE INDEX campaigns_start_date ON campaigns (start_date);
  CREATE INDEX campaigns_package_id ON campaigns (package_id);
  CREATE INDEX campaigns_property_id ON campaigns (property_id) WHERE property_id IS NOT NULL;
  CREATE INDEX campaigns_audience_id ON campaigns (audience_id) WHERE audience_id IS NOT NULL;
  CREATE INDEX campaigns_agent_user_id ON campaigns (agent_user_id) WHERE agent_user_id IS NOT NULL;
  CREATE INDEX campaigns_booked_by ON campaigns (booked_by);
  CREATE INDEX campaigns_associated ON campaigns (associated_campaign_id) WHERE associated_campaign_id IS NOT NULL;

  CREATE TABLE campaign_creatives (
    campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    size TEXT NOT NULL CHECK (${oneOf('size', ['160x600', '300x600', '300x250', '970x250'])}),
    url TEXT NOT NULL,
    PRIMARY KEY (campaign_id, size)
  ) STRICT, WITHOUT ROWID;

  CREATE TABLE campaign_images (
    campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    file_id INTEGER NOT NULL REFERENCES files (id) ON DELETE CASCADE,
    PRIMARY KEY (campaign_id, position)
  ) STRICT, WITHOUT ROWID;

  CREATE TABLE campaign_daily_stats (
    campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    day TEXT NOT NULL,
    ${statValues},
    ctr REAL GENERATED ALWAYS AS (CASE WHEN impressions > 0 THEN round(clicks * 100.0 / impressions, 2) ELSE 0 END),
    PRIMARY KEY (campaign_id, day)
  ) STRICT, WITHOUT ROWID;

  CREATE TABLE campaign_notes (
    id INTEGER PRIMARY KEY,
    campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    type TEXT NOT NULL DEFAULT 'internal'
      CHECK (${oneOf('type', ['internal', 'status-change', 'date-change', 'cancel', 'partner-call'])}),
    note TEXT NOT NULL,
    created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX campaign_notes_campaign_id ON campaign_notes (campaign_id, created_at);

  CREATE TABLE campaign_adjustments (
    id INTEGER PRIMARY KEY,
    campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    adjustment_date TEXT NOT NULL,
    label TEXT NOT NULL CHECK (${oneOf('label', ['Revenue - ex. GST', 'TTV - ex. GST'])}),
    amount INTEGER NOT NULL,
    remarks TEXT,
    created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX campaign_adjustments_campaign_id ON campaign_adjustments (campaign_id, adjustment_date);

  CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    campaign_id INTEGER NOT NULL UNIQUE REFERENCES campaigns (id) ON DELETE CASCADE,
    ${paymentOption('payment_option', true)},
    card_id INTEGER REFERENCES cards (id) ON DELETE SET NULL,
    package_price INTEGER NOT NULL CHECK (package_price >= 0),
    gst INTEGER NOT NULL CHECK (gst >= 0),
    total INTEGER GENERATED ALWAYS AS (package_price + gst),
    payment_status TEXT NOT NULL DEFAULT 'pending' CHECK (${oneOf('payment_status', ['pending', 'paid', 'declined'])}),
    paid_at INTEGER,
    ${bool('invoiced', 0)},
    invoiced_at INTEGER,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX orders_invoiced ON orders (invoiced, created_at);
  CREATE INDEX orders_created_at ON orders (created_at);
`;
