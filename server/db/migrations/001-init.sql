-- Initial schema of the reference property API. Money columns are integer minor units (pence, cents);
-- calendar days are `date`. Settings that the API hands out whole are kept as jsonb documents.

CREATE TABLE property_group (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  settings jsonb NOT NULL
);

CREATE TABLE area (
  id integer PRIMARY KEY,
  group_id integer NOT NULL REFERENCES property_group (id),
  name text NOT NULL
);

CREATE TABLE property (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  group_id integer REFERENCES property_group (id),
  area_id integer REFERENCES area (id),
  name text NOT NULL,
  currency text NOT NULL,
  settings jsonb NOT NULL,
  book_config jsonb NOT NULL,
  reference_prefix text NOT NULL
);

CREATE TABLE room_configuration (
  id integer PRIMARY KEY,
  property_id integer NOT NULL REFERENCES property (id),
  name text NOT NULL
);

CREATE TABLE room_type (
  id integer PRIMARY KEY,
  property_id integer NOT NULL REFERENCES property (id),
  code text NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  image_url text,
  amenities jsonb NOT NULL DEFAULT '[]',
  min_occupancy integer NOT NULL,
  max_occupancy integer NOT NULL,
  adult_max integer NOT NULL,
  child_max integer NOT NULL,
  room_count integer NOT NULL,
  base_adults integer NOT NULL,
  base_price integer NOT NULL,
  upgrade_to integer REFERENCES room_type (id),
  sort integer NOT NULL,
  UNIQUE (property_id, code)
);

CREATE TABLE rate_plan (
  id integer PRIMARY KEY,
  property_id integer NOT NULL REFERENCES property (id),
  code text NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  details jsonb NOT NULL DEFAULT '[]',
  tags jsonb NOT NULL DEFAULT '[]',
  policy jsonb NOT NULL,
  can_pay_by_company_invoice boolean NOT NULL DEFAULT false,
  use_occupancy boolean NOT NULL DEFAULT false,
  min_occupancy integer NOT NULL DEFAULT 1,
  max_occupancy integer NOT NULL DEFAULT 6,
  adult_max integer NOT NULL DEFAULT 6,
  child_max integer NOT NULL DEFAULT 5,
  -- price factor in percent of the room type's price, and per-person supplements (breakfast)
  price_factor integer NOT NULL DEFAULT 100,
  pp_adult integer NOT NULL DEFAULT 0,
  pp_child integer NOT NULL DEFAULT 0,
  sort integer NOT NULL,
  UNIQUE (property_id, code)
);

-- One row per room type, rate plan and night: the eight price components (docs/product/booking.md#limits) in minor units.
CREATE TABLE rate (
  room_type_id integer NOT NULL REFERENCES room_type (id),
  rate_plan_id integer NOT NULL REFERENCES rate_plan (id),
  day date NOT NULL,
  property_id integer NOT NULL,
  base_rate integer NOT NULL,
  base_adults integer NOT NULL,
  cost_per_room integer NOT NULL DEFAULT 0,
  cost_per_adult integer NOT NULL DEFAULT 0,
  cost_per_child integer NOT NULL DEFAULT 0,
  cost_per_infant integer NOT NULL DEFAULT 0,
  pp_adult integer NOT NULL DEFAULT 0,
  pp_child integer NOT NULL DEFAULT 0,
  pp_infant integer NOT NULL DEFAULT 0,
  min_stay integer NOT NULL DEFAULT 1,
  PRIMARY KEY (room_type_id, rate_plan_id, day)
);
CREATE INDEX rate_property_day ON rate (property_id, day);

-- Rooms still free per room type and night. Taking a room is a conditional update (available >= n).
CREATE TABLE inventory (
  room_type_id integer NOT NULL REFERENCES room_type (id),
  day date NOT NULL,
  property_id integer NOT NULL,
  available integer NOT NULL CHECK (available >= 0),
  PRIMARY KEY (room_type_id, day)
);
CREATE INDEX inventory_property_day ON inventory (property_id, day);

CREATE TABLE service (
  id integer PRIMARY KEY,
  property_id integer NOT NULL REFERENCES property (id),
  code text NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  image_url text,
  price integer NOT NULL,
  charge_type text NOT NULL CHECK (charge_type IN ('PerStay', 'PerDay', 'PerQuantity')),
  charge_per_person boolean NOT NULL DEFAULT false,
  allow_edit boolean NOT NULL DEFAULT true,
  inventory integer,
  max_quantity integer NOT NULL DEFAULT 1,
  sort integer NOT NULL,
  UNIQUE (property_id, code)
);

-- Stock of services that have an inventory, per day.
CREATE TABLE service_stock (
  service_id integer NOT NULL REFERENCES service (id),
  day date NOT NULL,
  available integer NOT NULL CHECK (available >= 0),
  PRIMARY KEY (service_id, day)
);

CREATE TABLE promo_code (
  id integer PRIMARY KEY,
  property_id integer NOT NULL REFERENCES property (id),
  code text NOT NULL,
  name text NOT NULL,
  discount_percentage integer NOT NULL,
  active boolean NOT NULL DEFAULT true,
  UNIQUE (property_id, code)
);

CREATE TABLE gift_voucher (
  code text NOT NULL,
  property_id integer NOT NULL REFERENCES property (id),
  balance integer NOT NULL CHECK (balance >= 0),
  PRIMARY KEY (property_id, code)
);

CREATE TABLE company (
  id integer PRIMARY KEY,
  property_id integer NOT NULL REFERENCES property (id),
  name text NOT NULL,
  account_number text NOT NULL
);

CREATE TABLE restaurant (
  id integer PRIMARY KEY,
  property_id integer NOT NULL REFERENCES property (id),
  name text NOT NULL,
  setup jsonb NOT NULL
);

CREATE TABLE cancellation_reason (
  id integer PRIMARY KEY,
  property_id integer NOT NULL REFERENCES property (id),
  name text NOT NULL
);

CREATE TABLE country (
  id integer PRIMARY KEY,
  name text NOT NULL,
  iso_code text NOT NULL UNIQUE,
  dial_code text NOT NULL
);

CREATE TABLE card_type (
  id integer PRIMARY KEY,
  name text NOT NULL,
  code text NOT NULL UNIQUE
);

CREATE SEQUENCE reservation_reference_seq START 100001;

CREATE TABLE reservation (
  id serial PRIMARY KEY,
  property_id integer NOT NULL REFERENCES property (id),
  reference_number text NOT NULL UNIQUE,
  confirmation_token text NOT NULL UNIQUE,
  code text NOT NULL,
  status text NOT NULL,
  date_from date NOT NULL,
  date_to date NOT NULL,
  booker jsonb NOT NULL,
  payment_type integer NOT NULL,
  payment_amount integer NOT NULL,
  -- brand, last four, expiry and the gateway token only: never the number or the security code
  card jsonb,
  promo_code text,
  voucher_code text,
  company_id integer REFERENCES company (id),
  po_number text,
  notes text,
  comment text,
  totals jsonb NOT NULL,
  language_code text NOT NULL DEFAULT 'en',
  is_app_booking boolean NOT NULL DEFAULT false,
  cancelled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE reservation_item (
  id serial PRIMARY KEY,
  reservation_id integer NOT NULL REFERENCES reservation (id),
  room_type_id integer NOT NULL REFERENCES room_type (id),
  rate_plan_id integer NOT NULL REFERENCES rate_plan (id),
  date_from date NOT NULL,
  date_to date NOT NULL,
  adults integer NOT NULL,
  children integer NOT NULL,
  infants integer NOT NULL,
  room_configuration_id integer,
  promo_code text,
  nights jsonb NOT NULL,
  accommodation integer NOT NULL,
  services_total integer NOT NULL,
  total integer NOT NULL,
  cancelled boolean NOT NULL DEFAULT false
);
CREATE INDEX reservation_item_reservation ON reservation_item (reservation_id);

CREATE TABLE reservation_guest (
  id serial PRIMARY KEY,
  reservation_item_id integer NOT NULL REFERENCES reservation_item (id),
  is_lead boolean NOT NULL DEFAULT false,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text,
  phone text
);

CREATE TABLE reservation_service (
  id serial PRIMARY KEY,
  reservation_item_id integer NOT NULL REFERENCES reservation_item (id),
  service_id integer NOT NULL REFERENCES service (id),
  quantity integer NOT NULL,
  total integer NOT NULL
);

-- One row per Idempotency-Key and route: the hash of the first body and the first answer.
CREATE TABLE idempotency_key (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer NOT NULL DEFAULT 0,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
