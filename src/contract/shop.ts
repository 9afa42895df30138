/**
 * The points shop (SPEC §2 shop, cart, checkout, orders; §3 Shop product, Cart, Customer, Order;
 * §4 Order status; §5 Quantity, Checkout; §9): product types, checkout types, vendor minimums,
 * page sizes, and the requests and answers of /v2/shop, /v1/shop, /v2/cart and /v2/orders.
 */
import * as v from 'valibot';
import { OrderCardInfo, TOP_UP_STEPS } from './club-card';
import { MaterialSettings, StoredMaterialConfiguration } from './marketing-material';
import { regionById } from './regions';
import { SHOP_SORTS, type ShopSort } from './shop-sorts';

export const SHOP_PRODUCT_TYPES = ['voucher', 'product', 'marketing_service', 'club_card', 'top_up', 'marketing_material'] as const;
export type ShopProductType = (typeof SHOP_PRODUCT_TYPES)[number];

/** SPEC §9: the shop's categories are of type 1. */
export const SHOP_CATEGORY_TYPE = 1;
export const SHOP_PAGE_SIZE = 21;
export const SHOP_MAX_PAGE_SIZE = 60;
/** SPEC §9: home shows two voucher teasers and four of the region's sticky products. */
export const SHOP_TEASER_SIZES = { vouchers: 2, sticky: 4 } as const;
export const ORDERS_PAGE_SIZE = 20;
/** SPEC §9: stock above this shows as "plenty". */
export const PLENTY_STOCK = 100;
/** SPEC §9: voucher descriptions are truncated at this many characters (with "more"). */
export const VOUCHER_DESCRIPTION_PREVIEW = 300;
/** Lines one order may hold, and the most of one variant in one line: bounds for the body, not business rules. */
export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 1000;

/** SPEC §9 vendor minimum order in points, by region slug; every other region uses the default. */
const VENDOR_MINIMUMS: Readonly<Record<string, number>> = {
  ba: 0, bg: 100, cz: 40, ee: 40, hr: 51, hu: 39, lt: 40, lv: 40, pl: 128, ro: 102, rs: 0, si: 51, sk: 40, ua: 20,
};
export const DEFAULT_VENDOR_MINIMUM = 50;

export function vendorMinimum(regionId: number): number {
  const slug = regionById(regionId)?.slug ?? '';
  return VENDOR_MINIMUMS[slug] ?? DEFAULT_VENDOR_MINIMUM;
}

/**
 * Checkout types: what the checkout asks and how the order is fulfilled. Physical goods need a
 * delivery address; the others take the company's (SPEC §5 non-physical defaults). `cart`: the
 * type goes through the cart (POST /v2/orders/multi); the club card and its top-up are ordered
 * alone with POST /v2/orders (the card with its one line and the customer, a top-up with its
 * amount only). A marketing material is ordered alone too, by its stored configuration and a
 * quantity (POST /v2/orders {type: 'marketing_material'}); it is printed and delivered, so its
 * checkout asks for the delivery address like the shop's goods.
 */
export const CHECKOUT_TYPES = {
  voucher: { physical: false, cart: true },
  product: { physical: true, cart: true },
  marketing_service: { physical: false, cart: true },
  club_card: { physical: false, cart: false },
  top_up: { physical: false, cart: false },
  marketing_material: { physical: true, cart: false },
} as const satisfies Partial<Record<ShopProductType, { physical: boolean; cart: boolean }>>;
export type CheckoutType = keyof typeof CHECKOUT_TYPES;
export const CHECKOUT_TYPE_NAMES = Object.keys(CHECKOUT_TYPES) as CheckoutType[];
export const isPhysical = (type: CheckoutType): boolean => CHECKOUT_TYPES[type].physical;
/** The types a cart (POST /v2/orders/multi) may hold. */
export const CART_CHECKOUT_TYPES = ['voucher', 'product', 'marketing_service'] as const satisfies readonly CheckoutType[];
export type CartCheckoutType = (typeof CART_CHECKOUT_TYPES)[number];
/** Products of these types go through the cart; the others (the club card, a material) have their own block and checkout. */
export const isCartType = (type: string): type is CartCheckoutType => (CART_CHECKOUT_TYPES as readonly string[]).includes(type);
/** The types ordered by their lines (a top-up is ordered by its amount). */
export const LINE_CHECKOUT_TYPES = [...CART_CHECKOUT_TYPES, 'club_card'] as const satisfies readonly CheckoutType[];

/** SPEC §4: 1 pending, 2 approved, 3 completed, 4 rejected, 5 failed. */
export const ORDER_STATUS = { pending: 1, approved: 2, completed: 3, rejected: 4, failed: 5 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
/** SPEC §4: these show the in-progress information. */
export const ORDER_IN_PROGRESS: readonly OrderStatus[] = [ORDER_STATUS.pending, ORDER_STATUS.approved, ORDER_STATUS.failed];

export const SHOP_MESSAGES = {
  notEnoughPoints: 'Your company does not have enough points for this order.',
  belowVendorMinimum: 'The order from this vendor is below its minimum.',
  stockChanged: 'Not enough stock left of a product in your order.',
  unavailable: 'A product in your order is no longer available.',
  mixedTypes: 'Every product of an order must be of the order type.',
  idempotencyKeyReused: 'This Idempotency-Key was used for another order.',
  companyNameRequired: 'The company name is required for a delivery to the company.',
} as const;

const Uuid = v.pipe(v.string(), v.uuid());
const QueryNumber = (max: number) => v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), v.minValue(1), v.maxValue(max));
const QueryFlag = v.pipe(v.picklist(['0', '1', 'true', 'false']), v.transform((flag) => flag === '1' || flag === 'true'));
const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/));

export { SHOP_SORTS, type ShopSort };

/** GET /v2/shop/products: `categories` is a comma-separated list of category slugs. */
export const ProductsQuery = v.object({
  categories: v.optional(v.pipe(
    v.string(),
    v.maxLength(400),
    v.transform((list) => list.split(',').map((slug) => slug.trim()).filter(Boolean)),
    v.array(Slug),
  )),
  limit: v.optional(QueryNumber(SHOP_MAX_PAGE_SIZE), String(SHOP_PAGE_SIZE)),
  page: v.optional(QueryNumber(100_000), '1'),
  sort: v.optional(v.picklist(SHOP_SORTS), 'newest'),
  active: v.optional(QueryFlag, '1'),
  is_visible: v.optional(QueryFlag, '1'),
  type: v.optional(v.picklist(SHOP_PRODUCT_TYPES)),
  sticky: v.optional(QueryFlag),
});
export type ProductsQuery = v.InferOutput<typeof ProductsQuery>;

/** GET /v2/shop/products/cards: the club card and its top-ups of the caller's region. */
export const CardsQuery = v.object({
  limit: v.optional(QueryNumber(SHOP_MAX_PAGE_SIZE), String(SHOP_PAGE_SIZE)),
  region_id: v.optional(QueryNumber(1000)),
  type: v.optional(v.picklist(['club_card', 'top_up'])),
});

export const CategoriesQuery = v.object({
  region_id: v.optional(QueryNumber(1000)),
  type: v.optional(v.pipe(v.literal(String(SHOP_CATEGORY_TYPE)), v.transform(Number))),
});

/** GET /v2/cart: the product uuids of the stored cart, comma-separated. */
export const CartQuery = v.object({
  uuids: v.pipe(
    v.string(),
    v.maxLength(MAX_ORDER_LINES * 37),
    v.transform((list) => [...new Set(list.split(',').map((id) => id.trim()).filter(Boolean))]),
    v.array(Uuid),
    v.maxLength(MAX_ORDER_LINES),
  ),
});

export const OrdersQuery = v.object({
  page: v.optional(QueryNumber(100_000), '1'),
  limit: v.optional(QueryNumber(50), String(ORDERS_PAGE_SIZE)),
});

const Images = v.object({
  thumbnail: v.string(),
  list: v.array(v.object({ position: v.number(), xs: v.string(), l: v.string() })),
});
export type ProductImages = v.InferOutput<typeof Images>;

const Category = v.object({ uuid: v.string(), slug: v.string(), name: v.string(), type: v.number() });
export type ShopCategory = v.InferOutput<typeof Category>;

const Vendor = v.object({ uuid: v.string(), name: v.string(), minimum: v.number() });
export type ShopVendor = v.InferOutput<typeof Vendor>;

const VariantAttribute = v.object({ attrUuid: v.string(), attrName: v.string(), attrValueUuid: v.string(), attrValueName: v.string() });
export const Variant = v.object({
  uuid: v.string(),
  sku: v.string(),
  title: v.string(),
  price: v.number(),
  stock: v.number(),
  attrs: v.array(VariantAttribute),
});
export type Variant = v.InferOutput<typeof Variant>;

/** A product as lists show it. */
export const ProductSummary = v.object({
  uuid: v.string(),
  name: v.string(),
  sku: v.string(),
  type: v.picklist(SHOP_PRODUCT_TYPES),
  active: v.boolean(),
  is_visible: v.boolean(),
  sticky: v.boolean(),
  images: Images,
  prices: v.object({ min: v.number(), max: v.number() }),
  /** Total stock over the variants (SPEC §2: sold out below 1). */
  stock: v.number(),
  categories: v.array(Category),
  vendor: Vendor,
});
export type ProductSummary = v.InferOutput<typeof ProductSummary>;

/** A product with its sanitised HTML description and its variants (SPEC §3 Shop product); a marketing material with its settings. */
export const Product = v.object({
  ...ProductSummary.entries,
  description: v.string(),
  variants: v.array(Variant),
  settings: v.optional(MaterialSettings),
});
export type Product = v.InferOutput<typeof Product>;

const PageMeta = v.object({ current_page: v.number(), last_page: v.number(), per_page: v.number(), total: v.number() });

export const ProductsPage = v.object({ data: v.array(ProductSummary), meta: PageMeta });
export type ProductsPage = v.InferOutput<typeof ProductsPage>;
export const ProductResponse = v.object({ data: Product });
export const ProductsResponse = v.object({ data: v.array(Product) });
export const CategoriesResponse = v.object({ data: v.array(Category) });

// ---- Orders ----

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const RequiredText = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

/** SPEC §3 Customer at checkout; the rules of SPEC §5 that need the order type run in checkCustomer. */
export const Customer = v.object({
  name: RequiredText(100),
  surname: RequiredText(100),
  /** 'company' or 'personal' delivery of physical goods (SPEC §2 Checkout). */
  delivery: v.optional(v.picklist(['company', 'personal']), 'company'),
  company_name: v.optional(Text(200), ''),
  email: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.email(), v.maxLength(200))]), ''),
  phone_region: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
  phone_number: v.optional(Text(30), ''),
  street: v.optional(Text(120), ''),
  house_number: v.optional(Text(20), ''),
  city: v.optional(Text(100), ''),
  postal_code: v.optional(Text(12), ''),
  country: v.optional(Text(60), ''),
  region: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
});
export type CustomerInput = v.InferInput<typeof Customer>;
export type Customer = v.InferOutput<typeof Customer>;

export const OrderLine = v.object({
  /** The variant's uuid. */
  uuid: Uuid,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_LINE_QUANTITY)),
});
export type OrderLine = v.InferOutput<typeof OrderLine>;

const Lines = v.pipe(v.array(OrderLine), v.minLength(1), v.maxLength(MAX_ORDER_LINES));

/** POST /v2/orders of goods, services or the club card (exactly one card line): one order of one type (one vendor). */
export const NewLineOrder = v.object({
  type: v.picklist(LINE_CHECKOUT_TYPES),
  order: Lines,
  customer: Customer,
});

/**
 * POST /v2/orders of a club-card top-up: one of TOP_UP_STEPS in points, for the company's ACTIVE
 * card. The orderer is the customer (name, e-mail and the company's address).
 */
export const NewTopUpOrder = v.object({
  type: v.literal('top_up'),
  amount: v.picklist(TOP_UP_STEPS),
});
export type NewTopUpOrder = v.InferOutput<typeof NewTopUpOrder>;

/**
 * POST /v2/orders of a marketing material (SPEC §2 /checkout/{uuid}, §5 Material order voucher):
 * the company's stored configuration and how many, 1 to the material's stock; the line is the
 * configured product's variant, priced by the catalogue.
 */
export const NewMaterialOrder = v.object({
  type: v.literal('marketing_material'),
  configuration: Uuid,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_LINE_QUANTITY)),
  customer: Customer,
});
export type NewMaterialOrder = v.InferOutput<typeof NewMaterialOrder>;

/** POST /v2/orders: one order of one type (one vendor). */
export const NewOrder = v.variant('type', [NewLineOrder, NewTopUpOrder, NewMaterialOrder]);
export type NewOrder = v.InferOutput<typeof NewOrder>;

/** POST /v2/orders/multi: the cart; the server writes one order per type and vendor. */
export const NewMultiOrder = v.object({
  orders: v.pipe(v.array(v.object({ type: v.picklist(CART_CHECKOUT_TYPES), order: Lines })), v.minLength(1), v.maxLength(CART_CHECKOUT_TYPES.length)),
  customer: Customer,
});
export type NewMultiOrder = v.InferOutput<typeof NewMultiOrder>;

/** The Idempotency-Key header: a client-made id of one placement, kept across its retries (also the key of GET /v2/orders/placements/{key}). */
export const IdempotencyKey = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,100}$/));

export const OrderContent = v.object({
  name: v.string(),
  image: v.string(),
  quantity: v.number(),
  price: v.number(),
  variantGuid: v.string(),
  sku: v.string(),
  title: v.string(),
});
export type OrderContent = v.InferOutput<typeof OrderContent>;

/** What fulfilment returned: a voucher's code, expiry and password (SPEC §3 Order meta.response). */
export const OrderResponse = v.object({ number: v.string(), expiresAt: v.string(), password: v.nullable(v.string()) });
export type OrderResponse = v.InferOutput<typeof OrderResponse>;

/** One voucher issued for one unit of the line of `variantGuid`: an order of 2 × 200 issues two (issue 28). */
export const IssuedVoucher = v.object({ ...OrderResponse.entries, variantGuid: v.string() });
export type IssuedVoucher = v.InferOutput<typeof IssuedVoucher>;

/** What an order row keeps: the first voucher (SPEC's meta.response) and every voucher; rows from before issue 28 hold the first only. */
export type StoredOrderResponse = OrderResponse & { vouchers?: IssuedVoucher[] };

/** A voucher as the order detail shows it: its code, expiry and password with what it is (product, variant, points). */
export const OrderVoucher = v.object({ ...OrderResponse.entries, name: v.string(), title: v.string(), points: v.number() });
export type OrderVoucher = v.InferOutput<typeof OrderVoucher>;

export const StoredCustomer = v.object({
  name: v.string(),
  surname: v.string(),
  delivery: v.picklist(['company', 'personal']),
  company_name: v.string(),
  email: v.string(),
  phone_region: v.nullable(v.number()),
  phone_number: v.string(),
  street: v.string(),
  house_number: v.string(),
  city: v.string(),
  postal_code: v.string(),
  country: v.string(),
  region: v.nullable(v.number()),
});
export type StoredCustomer = v.InferOutput<typeof StoredCustomer>;

/**
 * What a material order keeps of its input (SPEC §2 order detail "for material orders the input
 * data with download links"): the configuration as stored, the uploaded logo's download address
 * (GET /v1/shop/order/files/{uuid}, null without a logo) and the print-ready proof's.
 */
export const OrderMaterialInfo = v.object({
  configuration_uuid: v.string(),
  material_type: StoredMaterialConfiguration.entries.type,
  configuration: StoredMaterialConfiguration.entries.configuration,
  logo: v.nullable(v.object({ name: v.string(), url: v.string() })),
  proof_url: v.string(),
});
export type OrderMaterialInfo = v.InferOutput<typeof OrderMaterialInfo>;

/** The proof's download address of a material order (its route is material-render's). */
export const orderProofPath = (orderUuid: string) => `/api/v1/shop/orders/${orderUuid}/proof.pdf`;

export const Order = v.object({
  uuid: v.string(),
  number: v.string(),
  points: v.number(),
  created_at: v.string(),
  status: v.picklist(Object.values(ORDER_STATUS)),
  vendor: v.object({ uuid: v.string(), name: v.string() }),
  item_count: v.number(),
  customer: StoredCustomer,
  meta: v.object({
    type: v.picklist(SHOP_PRODUCT_TYPES),
    contents: v.array(OrderContent),
    response: v.nullable(OrderResponse),
    /** Every voucher issued, one per unit ordered (empty until issued, and for other types). */
    vouchers: v.array(OrderVoucher),
    /** Club card and top-up orders: the card or the load (null for other types). */
    card: v.nullable(OrderCardInfo),
    /** Material orders: their input data (null for other types). */
    material: v.nullable(OrderMaterialInfo),
  }),
});
export type Order = v.InferOutput<typeof Order>;

export const OrderSummary = v.object({
  uuid: v.string(),
  number: v.string(),
  points: v.number(),
  created_at: v.string(),
  status: v.picklist(Object.values(ORDER_STATUS)),
  item_count: v.number(),
  type: v.picklist(SHOP_PRODUCT_TYPES),
  /** Material orders: the configuration ordered (null for other types). */
  configuration_uuid: v.nullable(v.string()),
});
export type OrderSummary = v.InferOutput<typeof OrderSummary>;

export const OrdersPage = v.object({ data: v.array(OrderSummary), meta: PageMeta });
export const OrderResponseBody = v.object({ data: Order });
/** A placement's answer: its orders and the company's balance after them (the thank-you dialog shows it). */
export const PlacedOrders = v.object({ data: v.array(Order), company_points: v.number() });
export type PlacedOrders = v.InferOutput<typeof PlacedOrders>;
/**
 * GET /v2/orders/placements/{key}, asked after a placement whose answer was lost, before anything
 * new is placed: what the company placed under that Idempotency-Key, in the placing answer's shape
 * (the balance as it is now). 404 when nothing was placed under it: a refused placement leaves
 * nothing behind, and another company's key is not revealed.
 */
export const PlacementOutcome = PlacedOrders;
export type PlacementOutcome = PlacedOrders;
