/**
 * One valid request per /api route, shared by the access matrix and the bad-input walk. A route
 * without a sample here fails the access matrix test, so every new route adds one.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { NewMaterialOrder, ORDER_STATUS } from '../../src/contract/shop';
import { and, eq } from 'drizzle-orm';
import { REGION_IDS } from '../../src/contract/regions';
import { ROLES } from '../../src/contract/roles';
import { clubCardTopUps, contentItems, emailVerifications, orders, shopProducts, shopVariants, users } from '../../src/server/db/schema';
import { issueCardFor } from '../../src/server/domain/club-card';
import { companyCard } from '../../src/server/domain/club-card-orders';
import * as v from 'valibot';
import { MaterialConfigurationInput } from '../../src/contract/marketing-material';
import { regionById } from '../../src/contract/regions';
import { storeConfiguration } from '../../src/server/domain/material-configurations';
import { uploadOrderFile } from '../../src/server/domain/order-files';
import { placeOrders } from '../../src/server/domain/orders';
import { materialOrder } from '../../src/server/domain/material-orders';
import { appendLedgerEntry } from '../../src/server/domain/points-ledger';
import { codeHash } from '../../src/server/domain/email-verification';
import { openTicket } from '../../src/server/domain/support';
import { findAccountById } from '../../src/server/domain/accounts';
import { createProject, postProjectSurvey } from '../../src/server/domain/projects';
import { registerScan } from '../../src/server/domain/scans';
import type { TestServer } from './harness';
import { registerSerials } from './project-fixtures';

/** The caller's own records (and, for `other`, another company's). */
export interface Identity {
  userId: number;
  companyId: number;
  companyUuid: string;
  regionId: number;
  /** A company type of the caller's region, when it has any. */
  companyType: number | undefined;
  notification: string;
  /** A project in progress of the caller's company, with one scan, and its numeric id. */
  project: string;
  projectId: number;
  /** A scan of a project in progress, to remove. */
  scan: string;
  /** A project without scans, to delete. */
  emptyProject: string;
  /** A project in progress whose one scan (a flashing) needs no survey answers: `[]` closes it. */
  surveyProject: string;
  /** A registered serial of the caller's region that nobody scanned yet. */
  serial: string;
  /** A project in review and the serial of its flagged scan (sold for another region). */
  reviewProject: string;
  reviewSerial: string;
  /** A news item of the caller's region only. */
  news: string;
  /** A product of the caller's region, a voucher variant the company can afford, and an order of the company and its Idempotency-Key. */
  product: string;
  voucherVariant: string;
  order: string;
  orderNumber: string;
  placementKey: string;
  /** The region's sticker product, and a stored configuration of it (issue 26). */
  sticker: string;
  configuration: string;
  /** A logo the company uploaded. */
  orderFile: string;
  /** An order of that configuration: its uuid and number (the proof's routes). */
  materialOrder: string;
  materialOrderNumber: string;
  /** Two installers of the caller's company: one to read and re-invite, one to delete. */
  member: string;
  deletableMember: string;
  userUuid: string;
  /** A support conversation the user opened. */
  ticket: string;
  /** The CSN of the company's issued, unregistered club card; a card order still open; a top-up still open. */
  cardSerial: string;
  cardOrderNumber: string;
  topUp: string;
}

/** A staff account nobody added yet (each sample adds a new one). */
const newStaffMember = () => ({ email: `matrix-${randomUUID()}@staff.demo`, name: 'Matrix', roles: ['support'], regions: ['pl'] });

/** A staff member id nobody has. */
const NO_STAFF_MEMBER = 999_999;

export interface Sample {
  path: string;
  body?: unknown;
}
export type SampleFor = (me: Identity, other: Identity | null) => Sample;

const SAMPLE_CONTENT = {
  file: 'news.md', slug: 'sample-news', type: 'news', region: 'pl', language: 'pl', title: 'Nowości', published: '2026-03-01', body: 'Treść.',
};

/** The console editor's form: a news item scheduled far ahead, so no member's news changes. */
const SAMPLE_DRAFT = {
  type: 'news', region: 'pl', language: 'pl', title: 'Nowości', excerpt: 'Krótko.', html: '<p>Treść.</p>', youtube: '', url: '', media: '',
  published_at: '2030-01-01T08:00:00.000Z', visible: true, sticky: false,
};

/** One valid request per route. `other` is null for routes that name no record. */
export const ROUTE_SAMPLES: Record<string, SampleFor> = {
  'GET /health': () => ({ path: '/api/health' }),
  'GET /ready': () => ({ path: '/api/ready' }),
  'GET /metrics': () => ({ path: '/api/metrics' }),
  'GET /openapi.json': () => ({ path: '/api/openapi.json' }),
  'GET /docs': () => ({ path: '/api/docs' }),
  'GET /docs/:file': () => ({ path: '/api/docs/swagger-ui.css' }),
  'POST /staff/v1/auth/login': () => ({ path: '/api/staff/v1/auth/login', body: { email: 'nobody@staff.demo' } }),
  'POST /staff/v1/auth/login/verify': () => ({ path: '/api/staff/v1/auth/login/verify', body: { login_request_id: randomUUID(), code: '12345' } }),
  'GET /staff/v1/auth/me': () => ({ path: '/api/staff/v1/auth/me' }),
  'POST /staff/v1/auth/logout': () => ({ path: '/api/staff/v1/auth/logout' }),
  'POST /staff/v1/auth/logout/everywhere': () => ({ path: '/api/staff/v1/auth/logout/everywhere' }),
  'GET /staff/v1/audit': () => ({ path: '/api/staff/v1/audit?before=1000' }),
  'GET /staff/v1/find': () => ({ path: `/api/staff/v1/find?q=${encodeURIComponent('+48 600 000 001')}` }),
  'GET /staff/v1/companies/:company': (me) => ({ path: `/api/staff/v1/companies/${me.companyUuid}` }),
  'GET /staff/v1/companies/:company/ledger': (me) => ({ path: `/api/staff/v1/companies/${me.companyUuid}/ledger?page=1` }),
  'GET /staff/v1/companies/:company/projects': (me) => ({ path: `/api/staff/v1/companies/${me.companyUuid}/projects?page=1` }),
  'GET /staff/v1/companies/:company/orders': (me) => ({ path: `/api/staff/v1/companies/${me.companyUuid}/orders?page=1` }),
  'GET /staff/v1/companies/:company/tickets': (me) => ({ path: `/api/staff/v1/companies/${me.companyUuid}/tickets` }),
  'GET /staff/v1/companies/:company/top-ups': (me) => ({ path: `/api/staff/v1/companies/${me.companyUuid}/top-ups?page=1` }),
  'POST /staff/v1/companies/:company/members/:member/emulation': (me) => ({ path: `/api/staff/v1/companies/${me.companyUuid}/members/${me.userUuid}/emulation` }),
  'GET /staff/v1/support/conversations': () => ({ path: '/api/staff/v1/support/conversations?status=active' }),
  'GET /staff/v1/support/conversations/:conversation': (me) => ({ path: `/api/staff/v1/support/conversations/${me.ticket}` }),
  'POST /staff/v1/support/conversations/:conversation/messages': (me) => ({ path: `/api/staff/v1/support/conversations/${me.ticket}/messages`, body: { message: 'Hello' } }),
  'POST /staff/v1/support/conversations/:conversation/close': (me) => ({ path: `/api/staff/v1/support/conversations/${me.ticket}/close` }),
  'POST /staff/v1/support/conversations/:conversation/reopen': (me) => ({ path: `/api/staff/v1/support/conversations/${me.ticket}/reopen` }),
  'POST /staff/v1/support/conversations/:conversation/typing': (me) => ({ path: `/api/staff/v1/support/conversations/${me.ticket}/typing` }),
  'GET /staff/v1/orders': () => ({ path: '/api/staff/v1/orders?status=1' }),
  // An order nobody placed: the role check answers first, then 404 (the steps themselves: staff-console.test.ts).
  'POST /staff/v1/orders/:order/approve': () => ({ path: `/api/staff/v1/orders/${randomUUID()}/approve` }),
  'POST /staff/v1/orders/:order/complete': () => ({ path: `/api/staff/v1/orders/${randomUUID()}/complete` }),
  'POST /staff/v1/orders/:order/reject': () => ({ path: `/api/staff/v1/orders/${randomUUID()}/reject` }),
  // Switching off keeps the installer routes answering for the samples that follow.
  'GET /staff/v1/maintenance': () => ({ path: '/api/staff/v1/maintenance' }),
  'PUT /staff/v1/maintenance': () => ({ path: '/api/staff/v1/maintenance', body: { on: false } }),
  'GET /staff/v1/members': () => ({ path: '/api/staff/v1/members' }),
  'POST /staff/v1/members': () => ({ path: '/api/staff/v1/members', body: newStaffMember() }),
  // A staff account nobody has: the role check answers first, then 404 (the changes themselves: staff-admin.test.ts).
  'PATCH /staff/v1/members/:member': () => ({ path: `/api/staff/v1/members/${NO_STAFF_MEMBER}`, body: { roles: ['support'], regions: ['pl'] } }),
  'POST /staff/v1/members/:member/deactivate': () => ({ path: `/api/staff/v1/members/${NO_STAFF_MEMBER}/deactivate` }),
  'POST /staff/v1/members/:member/reactivate': () => ({ path: `/api/staff/v1/members/${NO_STAFF_MEMBER}/reactivate` }),
  'POST /staff/v1/members/:member/unlock': () => ({ path: `/api/staff/v1/members/${NO_STAFF_MEMBER}/unlock` }),
  'GET /staff/v1/review': () => ({ path: '/api/staff/v1/review?page=1' }),
  'GET /staff/v1/review/:project': (me) => ({ path: `/api/staff/v1/review/${me.reviewProject}` }),
  // A serial that is no scan of the project: the role check answers first, then 422 (the decisions themselves: staff-review.test.ts).
  'POST /staff/v1/review/:project/decisions': (me) => ({
    path: `/api/staff/v1/review/${me.reviewProject}/decisions`, body: { accept: ['PL-NO-SUCH-SCAN'], reject: [{ scan: 'PL-NO-SUCH-SCAN-2', reason: 'Sold abroad.' }] },
  }),
  'GET /staff/v1/content': () => ({ path: '/api/staff/v1/content?type=news&region=pl&language=pl&page=1' }),
  'POST /staff/v1/content': () => ({ path: '/api/staff/v1/content', body: SAMPLE_DRAFT }),
  'POST /staff/v1/content/preview': () => ({ path: '/api/staff/v1/content/preview', body: { html: '<p>Hello</p>' } }),
  // An item nobody wrote: the role check answers first, then 404 (the editing itself: staff-content.test.ts).
  'GET /staff/v1/content/:content': () => ({ path: `/api/staff/v1/content/${randomUUID()}` }),
  'PUT /staff/v1/content/:content': () => ({ path: `/api/staff/v1/content/${randomUUID()}`, body: SAMPLE_DRAFT }),
  'POST /staff/v1/content/:content/visibility': () => ({ path: `/api/staff/v1/content/${randomUUID()}/visibility`, body: { visible: false } }),
  'POST /staff/v1/serials/import': () => ({ path: '/api/staff/v1/serials/import', body: { file_name: 'serials.csv', csv: 'serial_number,product_code,region\nMATRIX-0001,AC-REMOTE,pl\n' } }),
  'GET /staff/v1/orders/:order': (me) => ({ path: `/api/staff/v1/orders/${me.order}` }),
  'GET /staff/v1/orders/:order/proof.pdf': (me) => ({ path: `/api/staff/v1/orders/${me.materialOrder}/proof.pdf` }),
  // Writes that can happen once: an order and a top-up nobody placed (the steps themselves: staff-console.test.ts).
  'POST /staff/v1/orders/:order/card/issue': () => ({ path: `/api/staff/v1/orders/${randomUUID()}/card/issue` }),
  'GET /staff/v1/vendors': () => ({ path: '/api/staff/v1/vendors' }),
  'GET /staff/v1/top-ups': () => ({ path: '/api/staff/v1/top-ups' }),
  'POST /staff/v1/top-ups/:topUp/outcome': () => ({ path: `/api/staff/v1/top-ups/${randomUUID()}/outcome`, body: { status: 'SUCCEEDED' } }),
  'POST /v2/installer/login': () => ({ path: '/api/v2/installer/login', body: { email: 'nobody@demo.pl' } }),
  'POST /v2/installer/login/verify': () => ({
    path: '/api/v2/installer/login/verify',
    body: { userId: 1, login_request_id: '00000000-0000-4000-8000-000000000000', code: '00000' },
  }),
  'POST /v2/installer/refresh': () => ({ path: '/api/v2/installer/refresh', body: { refresh_token: 'x'.repeat(43) } }),
  'POST /v2/installer/logout': () => ({ path: '/api/v2/installer/logout', body: { refresh_token: 'x'.repeat(43) } }),
  'POST /v2/installer/emulate': () => ({ path: '/api/v2/installer/emulate', body: { code: 'x'.repeat(43) } }),
  'GET /v1/config/public': () => ({ path: '/api/v1/config/public' }),
  'GET /v1/config': () => ({ path: '/api/v1/config' }),
  'GET /v1/company/user/self': () => ({ path: '/api/v1/company/user/self' }),
  'GET /v1/company/points/:companyId': (me, other) => ({ path: `/api/v1/company/points/${(other ?? me).companyId}` }),
  'PATCH /v1/company/:id': (me, other) => ({ path: `/api/v1/company/${(other ?? me).companyId}`, body: {} }),
  'PATCH /v1/company/:id/companyType': (me, other) => ({
    path: `/api/v1/company/${(other ?? me).companyId}/companyType`,
    body: { company_type: me.companyType, disclaimer_accepted: true, declaration_accepted: true },
  }),
  'PATCH /v1/installer/user/:id': (me, other) => ({ path: `/api/v1/installer/user/${(other ?? me).userId}`, body: { email_consent: true } }),
  'GET /v1/notifications': () => ({ path: '/api/v1/notifications' }),
  'GET /v1/notifications/:uuid': (me, other) => ({ path: `/api/v1/notifications/${(other ?? me).notification}` }),
  'PATCH /v1/notifications/:uuid': (me, other) => ({ path: `/api/v1/notifications/${(other ?? me).notification}`, body: { mark: 'read' } }),
  'GET /v1/project': () => ({ path: '/api/v1/project?page=1&status=1&constrainTo=company' }),
  'POST /v1/project': () => ({
    path: '/api/v1/project',
    body: { name: 'Dom Nowaków', streetName: 'ul. Lipowa', houseNumber: '8', postalCode: '30-702', city: 'Kraków' },
  }),
  'GET /v1/project/:uuid': (me, other) => ({ path: `/api/v1/project/${(other ?? me).project}` }),
  'DELETE /v1/project/:uuid': (me, other) => ({ path: `/api/v1/project/${(other ?? me).emptyProject}` }),
  'POST /v1/project/:uuid/survey': (me, other) => ({ path: `/api/v1/project/${(other ?? me).surveyProject}/survey`, body: { response: '[]' } }),
  'GET /v1/product': (me) => ({ path: `/api/v1/product?projects_id=${me.projectId}` }),
  'POST /v2/scans': (me) => ({ path: '/api/v2/scans', body: { project_uuid: me.project, serial_number: me.serial } }),
  'DELETE /v2/scans/:uuid': (me, other) => ({ path: `/api/v2/scans/${(other ?? me).scan}` }),
  'GET /v1/points/history': () => ({ path: '/api/v1/points/history?page=1' }),
  'GET /v1/points/history/groups': () => ({ path: '/api/v1/points/history/groups?page=1' }),
  'GET /v1/content': () => ({ path: '/api/v1/content?content_types=news,video&limit=4&visible=1&sticky=0' }),
  'GET /v1/content/:uuid': (me, other) => ({ path: `/api/v1/content/${(other ?? me).news}` }),
  'GET /v1/edenred/card/account/:companyId': (me, other) => ({ path: `/api/v1/edenred/card/account/${(other ?? me).companyId}` }),
  'PATCH /v1/edenred/card/verify/:companyId': (me, other) => ({
    path: `/api/v1/edenred/card/verify/${(other ?? me).companyId}`, body: { card_serial_number: me.cardSerial },
  }),
  'GET /v1/edenred/card/history': () => ({ path: '/api/v1/edenred/card/history?page=1&limit=4' }),
  'GET /v2/tiers': (me) => ({ path: `/api/v2/tiers?region_id=${me.regionId}` }),
  'GET /v2/tiers/history': (me, other) => ({ path: `/api/v2/tiers/history?installer_company_id=${(other ?? me).companyId}` }),
  'GET /v1/behaviour': (me) => ({ path: `/api/v1/behaviour?region_id=${me.regionId}&limit=15&page=1` }),
  'GET /v1/behaviour/certificates': (me) => ({ path: `/api/v1/behaviour/certificates?region_id=${me.regionId}&limit=15&page=1` }),
  'GET /v2/shop/products': () => ({ path: '/api/v2/shop/products?categories=vouchers,tools&sort=price_asc&page=1' }),
  'GET /v2/shop/products/cards': () => ({ path: '/api/v2/shop/products/cards?limit=4' }),
  'GET /v2/shop/products/:uuid': (me, other) => ({ path: `/api/v2/shop/products/${(other ?? me).product}` }),
  'GET /v1/shop/categories': (me) => ({ path: `/api/v1/shop/categories?region_id=${me.regionId}&type=1` }),
  'GET /v1/shop/images/:uuid/:file': (me) => ({ path: `/api/v1/shop/images/${me.product}/thumbnail.webp` }),
  'GET /v1/shop/artwork/:file': () => ({ path: '/api/v1/shop/artwork/cover-flyer-6.svg' }),
  'POST /v1/shop/configurations': (me) => ({ path: '/api/v1/shop/configurations', body: stickerConfiguration(me.sticker) }),
  'GET /v1/shop/configurations/:uuid': (me, other) => ({ path: `/api/v1/shop/configurations/${(other ?? me).configuration}` }),
  'GET /v1/shop/configurations/:uuid/proof.pdf': (me, other) => ({ path: `/api/v1/shop/configurations/${(other ?? me).configuration}/proof.pdf` }),
  'GET /v1/shop/orders/:uuid/proof.pdf': (me, other) => ({ path: `/api/v1/shop/orders/${(other ?? me).materialOrder}/proof.pdf` }),
  'POST /v1/shop/order/files': () => ({ path: '/api/v1/shop/order/files', body: avatarForm(TINY_PNG, 'logo.png') }),
  'GET /v1/shop/order/files/:uuid': (me, other) => ({ path: `/api/v1/shop/order/files/${(other ?? me).orderFile}` }),
  'GET /v1/generate/qr-code': () => ({ path: `/api/v1/generate/qr-code?data=${encodeURIComponent('https://installerclub.pl/products')}` }),
  'GET /v2/cart': (me) => ({ path: `/api/v2/cart?uuids=${me.product}` }),
  'POST /v2/orders': (me) => ({ path: '/api/v2/orders', body: { type: 'voucher', order: [{ uuid: me.voucherVariant, quantity: 1 }], customer: SAMPLE_CUSTOMER } }),
  'POST /v2/orders/multi': (me) => ({
    path: '/api/v2/orders/multi', body: { orders: [{ type: 'voucher', order: [{ uuid: me.voucherVariant, quantity: 1 }] }], customer: SAMPLE_CUSTOMER },
  }),
  'GET /v2/orders/placements/:key': (me, other) => ({ path: `/api/v2/orders/placements/${(other ?? me).placementKey}` }),
  'GET /v2/orders': () => ({ path: '/api/v2/orders?page=1&limit=20' }),
  'GET /v2/orders/:uuid': (me, other) => ({ path: `/api/v2/orders/${(other ?? me).order}` }),
  'PATCH /v1/company/user/:id': (me, other) => ({ path: `/api/v1/company/user/${(other ?? me).userId}`, body: { sms_notifications: true } }),
  'POST /v1/company/user/:uuid/avatar': (me, other) => ({ path: `/api/v1/company/user/${(other ?? me).userUuid}/avatar`, body: avatarForm() }),
  'DELETE /v1/company/user/:uuid/avatar': (me, other) => ({ path: `/api/v1/company/user/${(other ?? me).userUuid}/avatar` }),
  'GET /v1/avatars/:id': () => ({ path: '/api/v1/avatars/00000000-0000-4000-8000-000000000000' }),
  'PATCH /v2/company/verification': () => ({ path: '/api/v2/company/verification', body: { code: VERIFICATION_FIXTURE_CODE } }),
  'POST /v2/company/verification': () => ({ path: '/api/v2/company/verification' }),
  'GET /v2/installer/user': () => ({ path: '/api/v2/installer/user?page=1' }),
  'POST /v1/installer/user': (me) => ({ path: '/api/v1/installer/user', body: { name: 'Jan', surname: 'Nowy', phone: freshPhone(me.regionId) } }),
  'GET /v1/installer/user/:uuid': (me, other) => ({ path: `/api/v1/installer/user/${(other ?? me).member}` }),
  'PATCH /v1/installer/user/:uuid/details': (me, other) => ({
    path: `/api/v1/installer/user/${(other ?? me).member}/details`, body: { name: 'Anna', surname: 'Nowa', phone: freshPhone((other ?? me).regionId) },
  }),
  'DELETE /v1/installer/user/:uuid': (me, other) => ({ path: `/api/v1/installer/user/${(other ?? me).deletableMember}` }),
  'GET /v1/installer/user/:uuid/resend': (me, other) => ({ path: `/api/v1/installer/user/${(other ?? me).member}/resend` }),
  'GET /v1/support': () => ({ path: '/api/v1/support?page=1&limit=10' }),
  'POST /v1/support': () => ({ path: '/api/v1/support', body: { title: 'Pytanie', body: 'Jak zamówić kartę?', info: TICKET_INFO } }),
  'GET /v1/support/:uuid/chat': (me, other) => ({ path: `/api/v1/support/${(other ?? me).ticket}/chat?limit=1000` }),
  'POST /v1/support/:uuid/chat': (me, other) => ({ path: `/api/v1/support/${(other ?? me).ticket}/chat`, body: { message: 'Dziękuję' } }),
  'POST /v2/company/register': () => ({ path: '/api/v2/company/register', body: {} }),
  'GET /v2/company/validate': (me) => ({ path: `/api/v2/company/validate?region_id=${me.regionId}&email=someone%40example.com` }),
  'GET /v2/places/streets': (me) => ({ path: `/api/v2/places/streets?q=Lipowa&region_id=${me.regionId}` }),
  'GET /operator/maintenance': () => ({ path: '/api/operator/maintenance' }),
  'POST /operator/maintenance': () => ({ path: '/api/operator/maintenance', body: { on: false } }),
  'POST /operator/emulate': () => ({ path: '/api/operator/emulate', body: { email: 'owner@demo.pl', by: 'matrix' } }),
  'POST /operator/unlock': () => ({ path: '/api/operator/unlock', body: { email: 'nobody@demo.pl' } }),
  'POST /operator/serials': () => ({ path: '/api/operator/serials', body: { rows: [{ line: 2, serial_number: 'PL-900001', product_code: 'AC-REMOTE', region: 'pl' }] } }),
  'POST /operator/review': (me) => ({ path: '/api/operator/review', body: { project: me.reviewProject, accept: [me.reviewSerial] } }),
  'POST /operator/content': () => ({ path: '/api/operator/content', body: { items: [SAMPLE_CONTENT] } }),
  'POST /dev/operator/content': () => ({ path: '/api/dev/operator/content', body: { items: [SAMPLE_CONTENT] } }),
  'POST /operator/points/expire': () => ({ path: '/api/operator/points/expire', body: { as_of: '2026-01-01' } }),
  'POST /dev/operator/points/expire': () => ({ path: '/api/dev/operator/points/expire', body: { as_of: '2026-01-01' } }),
  'POST /operator/points': () => ({ path: '/api/operator/points', body: { email: 'owner@demo.pl', points: 100 } }),
  'POST /operator/companies/recommend': () => ({ path: '/api/operator/companies/recommend', body: { email: 'owner@demo.pl', recommended: true } }),
  'GET /operator/configurations/:uuid/proof': (me) => ({ path: `/api/operator/configurations/${me.configuration}/proof` }),
  'GET /operator/orders/:number/proof': (me) => ({ path: `/api/operator/orders/${me.materialOrderNumber}/proof` }),
  'POST /operator/orders': () => ({ path: '/api/operator/orders', body: { action: 'approve', number: 'PL-100001' } }),
  'GET /operator/card': () => ({ path: '/api/operator/card' }),
  'POST /operator/card/issue': (me) => ({ path: '/api/operator/card/issue', body: { number: me.cardOrderNumber } }),
  'POST /operator/card/outcome': () => ({ path: '/api/operator/card/outcome', body: { top_up: randomUUID(), status: 'SUCCEEDED' } }),
  'POST /operator/card/refuse': () => ({ path: '/api/operator/card/refuse', body: { points: 500 } }),
  'GET /dev/operator/card': () => ({ path: '/api/dev/operator/card' }),
  'POST /dev/operator/card/issue': (me) => ({ path: '/api/dev/operator/card/issue', body: { number: me.cardOrderNumber } }),
  'POST /dev/operator/card/outcome': (me) => ({ path: '/api/dev/operator/card/outcome', body: { top_up: me.topUp, status: 'REFUSED' } }),
  'POST /dev/operator/card/refuse': () => ({ path: '/api/dev/operator/card/refuse', body: { points: 500 } }),
  'GET /operator/support': () => ({ path: '/api/operator/support?status=1' }),
  'GET /operator/support/:uuid': (me) => ({ path: `/api/operator/support/${me.ticket}` }),
  'POST /operator/support/:uuid/reply': (me) => ({ path: `/api/operator/support/${me.ticket}/reply`, body: { by: 'matrix', message: 'Hello' } }),
  'POST /operator/support/:uuid/close': (me) => ({ path: `/api/operator/support/${me.ticket}/close` }),
  'POST /operator/staff': () => ({ path: '/api/operator/staff', body: newStaffMember() }),
  'POST /dev/operator/unlock': () => ({ path: '/api/dev/operator/unlock', body: { email: 'owner@demo.cz' } }),
  'POST /dev/operator/serials': () => ({
    path: '/api/dev/operator/serials', body: { rows: [{ line: 2, serial_number: 'PL-900001', product_code: 'AC-REMOTE', region: 'pl' }] },
  }),
  'POST /dev/operator/review': (me) => ({ path: '/api/dev/operator/review', body: { project: me.reviewProject, accept: [me.reviewSerial] } }),
  'POST /dev/operator/points': () => ({ path: '/api/dev/operator/points', body: { email: 'owner@demo.cz', points: 100 } }),
  'POST /dev/operator/companies/recommend': () => ({ path: '/api/dev/operator/companies/recommend', body: { email: 'owner@demo.cz', recommended: true } }),
  'GET /dev/operator/configurations/:uuid/proof': (me) => ({ path: `/api/dev/operator/configurations/${me.configuration}/proof` }),
  'GET /dev/operator/orders/:number/proof': (me) => ({ path: `/api/dev/operator/orders/${me.materialOrderNumber}/proof` }),
  'POST /dev/operator/orders': (me) => ({ path: '/api/dev/operator/orders', body: { action: 'reject', number: me.orderNumber } }),
  'GET /dev/operator/support': () => ({ path: '/api/dev/operator/support?status=1' }),
  'GET /dev/operator/support/:uuid': (me) => ({ path: `/api/dev/operator/support/${me.ticket}` }),
  'POST /dev/operator/support/:uuid/reply': (me) => ({ path: `/api/dev/operator/support/${me.ticket}/reply`, body: { by: 'matrix', message: 'Hello' } }),
  'POST /dev/operator/support/:uuid/close': (me) => ({ path: `/api/dev/operator/support/${me.ticket}/close` }),
  'POST /dev/operator/staff': () => ({ path: '/api/dev/operator/staff', body: newStaffMember() }),
  'GET /dev/operator/maintenance': () => ({ path: '/api/dev/operator/maintenance' }),
  'POST /dev/operator/maintenance': () => ({ path: '/api/dev/operator/maintenance', body: { on: false } }),
  'POST /dev/operator/emulate': () => ({ path: '/api/dev/operator/emulate', body: { email: 'owner@demo.pl', by: 'matrix' } }),
  'GET /dev/outbox': () => ({ path: '/api/dev/outbox?to=owner%40demo.pl' }),
};

const SAMPLE_CUSTOMER = { name: 'Piotr', surname: 'Nowak' };

/** POST /v2/orders of the caller's stored sticker configuration (issue 26), delivered to the company. */
export const materialOrderSample = (me: Identity) => ({
  type: 'marketing_material', configuration: me.configuration, quantity: 1,
  customer: { ...SAMPLE_CUSTOMER, company_name: 'Dachy Nowak', phone_region: me.regionId, phone_number: '9999999999 12', street: 'Lipowa', house_number: '8', city: 'Kraków', postal_code: '30-001', region: me.regionId },
});

export const TICKET_INFO = { language: 'pl', hostname: 'installerclub.pl', region: 'pl', appVersion: '3.5.8', appType: 'web' };

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export function avatarForm(bytes: Buffer = TINY_PNG, name = 'me.png', type = 'image/png'): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

/** The code of the e-mail verification each identity holds, so that the PATCH sample can succeed. */
const VERIFICATION_FIXTURE_CODE = '24680';
async function verificationFixture(server: TestServer, userId: number) {
  const id = randomUUID();
  const now = server.clock.now();
  const [user] = await server.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  await server.db.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
  await server.db.insert(emailVerifications).values({
    id, userId, email: user?.email ?? '', codeHash: codeHash(server.config.secret, id, VERIFICATION_FIXTURE_CODE),
    createdAt: now, expiresAt: new Date(now.getTime() + 600_000),
  });
}

/** Mobile numbers of the demo regions' plans, a new one each call (a phone belongs to one member). */
const PHONE_PREFIX: Record<number, string> = { [REGION_IDS.poland]: '600123', [REGION_IDS.czechia]: '601123', [REGION_IDS.slovakia]: '905123' };
let phoneCounter = 100;
export function freshPhone(regionId: number): string {
  phoneCounter += 1;
  return `${PHONE_PREFIX[regionId] ?? '600123'}${phoneCounter}`;
}

/** Two installers of the user's company, written directly (no invitation needed for the samples). */
async function teamFixtures(server: TestServer, userId: number, companyId: number, regionId: number) {
  const now = server.clock.now();
  const [first, second] = await server.db
    .insert(users)
    .values(['Adam', 'Ewa'].map((name) => ({
      companyId, roleId: ROLES.installer, name, surname: 'Sample', phoneRegionId: regionId, phoneNational: freshPhone(regionId),
      languageId: 1, invitedBy: userId, createdAt: now, updatedAt: now,
    })))
    .returning({ uuid: users.uuid });
  return { member: first?.uuid ?? '', deletableMember: second?.uuid ?? '' };
}

/**
 * Projects of the user's company for the samples, in every state a sample needs, made by the
 * domain code as that user (so an emulated session, which may not write, gets them too).
 */
async function projectFixtures(server: TestServer, userId: number, regionId: number) {
  const account = await findAccountById(server.db, userId);
  if (!account) throw new Error(`no user ${userId}`);
  const deps = { db: server.db, clock: server.clock };
  const [window = '', flashing = '', serial = ''] = await registerSerials(server, regionId, ['RW-MK06-PU', 'FL-MK06-TILE', 'RW-MK04-PINE']);
  const elsewhere = regionId === REGION_IDS.poland ? REGION_IDS.czechia : REGION_IDS.poland;
  const [reviewSerial = ''] = await registerSerials(server, elsewhere, ['FL-MK04-TILE']);
  const address = { name: null, streetName: 'ul. Testowa', houseNumber: '1', postalCode: '00-950', city: 'Warszawa' };
  const project = await createProject(deps, account, address);
  const scan = await registerScan(deps, account, { project_uuid: project.uuid, serial_number: window });
  const emptyProject = await createProject(deps, account, address);
  const surveyProject = await createProject(deps, account, address);
  await registerScan(deps, account, { project_uuid: surveyProject.uuid, serial_number: flashing });
  const reviewProject = await createProject(deps, account, address);
  await registerScan(deps, account, { project_uuid: reviewProject.uuid, serial_number: reviewSerial });
  await postProjectSurvey(deps, account, reviewProject.uuid, []);
  return {
    project: project.uuid,
    projectId: project.id,
    scan: scan.uuid,
    emptyProject: emptyProject.uuid,
    surveyProject: surveyProject.uuid,
    serial,
    reviewProject: reviewProject.uuid,
    reviewSerial,
  };
}

/** A news item only the region's members read (so another region's caller gets 404). */
async function regionalNews(server: TestServer, regionId: number): Promise<string> {
  const [item] = await server.db.insert(contentItems).values({
    slug: `sample-news-${regionId}-${randomBytes(3).toString('hex')}`, type: 'news', regionId, language: 'en', title: 'Sample news',
    publishedAt: server.clock.now(), updatedAt: server.clock.now(),
  }).returning({ uuid: contentItems.uuid });
  return item?.uuid ?? '';
}

/**
 * Shop records of the user's company: 1,000 points more (the decor company has too few for any
 * vendor minimum), a product and an affordable voucher variant of its region, and a placed order
 * (the dev operator sample rejects it; each identity has its own).
 */
async function shopFixtures(server: TestServer, userId: number) {
  const account = await findAccountById(server.db, userId);
  if (!account) throw new Error(`no user ${userId}`);
  const deps = { db: server.db, clock: server.clock };
  await appendLedgerEntry(server.db, {
    companyId: account.company.id, installerId: userId, reason: 'other', variation: 'positive', points: 1000, createdAt: server.clock.now(),
  });
  const [voucher] = await server.db
    .select({ product: shopProducts.uuid, variant: shopVariants.uuid })
    .from(shopVariants)
    .innerJoin(shopProducts, eq(shopProducts.id, shopVariants.productId))
    .where(and(eq(shopProducts.regionId, account.company.regionId), eq(shopProducts.type, 'voucher'), eq(shopVariants.price, 200)));
  if (!voucher) throw new Error(`no demo voucher in region ${account.company.regionId}`);
  const placementKey = `sample-${randomBytes(6).toString('hex')}`;
  const placed = await placeOrders(deps, account, [{ type: 'voucher', order: [{ uuid: voucher.variant, quantity: 1 }] }], { ...SAMPLE_CUSTOMER, delivery: 'company', company_name: '', email: '', phone_number: '', street: '', house_number: '', city: '', postal_code: '', country: '' }, placementKey);
  const order = placed.data[0];
  if (!order) throw new Error('no order placed');
  return { product: voucher.product, voucherVariant: voucher.variant, order: order.uuid, orderNumber: order.number, placementKey };
}

/**
 * Club card records of the company, written straight into the tables (a fixture, not the rules
 * under test, which would refuse a company outside the programme): a card order left open for
 * the operator's `card issue`, the company's card issued by the issuer simulator (one per
 * company: identities of one company share it) and a top-up waiting for its outcome.
 */
async function cardFixtures(server: TestServer, userId: number, orderUuid: string) {
  const [sample] = await server.db.select().from(orders).where(eq(orders.uuid, orderUuid));
  if (!sample) throw new Error('no sample order');
  const now = server.clock.now();
  const orderOf = async (type: 'club_card' | 'top_up') => {
    const [row] = await server.db.insert(orders).values({
      ...sample, id: undefined, uuid: randomUUID(), number: `ZZ-${randomInt(1e9, 1e10)}`, type, status: ORDER_STATUS.pending,
      points: 0, contents: [], response: null, fulfilAfter: null, installerId: userId, createdAt: now, updatedAt: now,
    }).returning();
    if (!row) throw new Error('no fixture order');
    return row;
  };
  const deps = { db: server.db, clock: server.clock, cardIssuer: server.cardIssuer };
  const openCardOrder = await orderOf('club_card');
  const existing = await companyCard(server.db, sample.companyId);
  if (!existing) await issueCardFor(deps, await orderOf('club_card'));
  const card = existing ?? (await companyCard(server.db, sample.companyId));
  if (!card) throw new Error('no fixture card');
  const topUpOrder = await orderOf('top_up');
  const [topUp] = await server.db.insert(clubCardTopUps).values({
    orderId: topUpOrder.id, companyId: sample.companyId, cardId: card.id, points: 50, amount: 100, currency: card.currency,
    status: 'SUBMITTED', createdAt: now, updatedAt: now,
  }).returning({ uuid: clubCardTopUps.uuid });
  return {
    cardSerial: (await server.cardIssuer.simulation?.serialNumber(card.issuerRef)) ?? '',
    cardOrderNumber: openCardOrder.number,
    topUp: topUp?.uuid ?? '',
  };
}

const regionCode = (regionId: number) => (regionById(regionId)?.slug ?? '').toUpperCase();

/** A complete configuration of the sticker (the type with the fewest fields). */
export const stickerConfiguration = (product: string) => ({
  product, fields: { companyName: 'Dachy Nowak', phone: '600 123 456' }, coverImage: 'cover-sticker-1', manufacturerLogo: 'logo-default',
});

/**
 * The region's sticker, a configuration of it and an order of that configuration, made by the
 * domain code as the user (an emulated session may not write).
 */
async function materialFixtures(server: TestServer, userId: number, regionId: number) {
  const account = await findAccountById(server.db, userId);
  if (!account) throw new Error(`no user ${userId}`);
  const [sticker] = await server.db.select({ uuid: shopProducts.uuid }).from(shopProducts)
    .where(and(eq(shopProducts.regionId, account.company.regionId), eq(shopProducts.sku, `${regionCode(account.company.regionId)}-MKT-STICKER`)));
  if (!sticker) throw new Error(`no demo sticker in region ${account.company.regionId}`);
  const configuration = await storeConfiguration({ db: server.db, clock: server.clock }, account, v.parse(MaterialConfigurationInput, stickerConfiguration(sticker.uuid)));
  const logo = await uploadOrderFile({ db: server.db, clock: server.clock }, account, new File([new Uint8Array(TINY_PNG)], 'logo.png'));
  const deps = { db: server.db, clock: server.clock };
  const body = v.parse(NewMaterialOrder, materialOrderSample({ configuration: configuration.uuid, regionId } as Identity));
  const { group, customer } = await materialOrder(deps, account, body);
  const [order] = (await placeOrders(deps, account, [group], customer, null)).data;
  if (!order) throw new Error('no material order placed');
  return { sticker: sticker.uuid, configuration: configuration.uuid, orderFile: logo.uuid, materialOrder: order.uuid, materialOrderNumber: order.number };
}

/** The records of the signed-in user a token belongs to. */
export async function identityOf(server: TestServer, token: string): Promise<Identity> {
  const self = await server.call('GET', '/api/v1/company/user/self', { token });
  const notifications = await server.call('GET', '/api/v1/notifications', { token });
  const config = await server.call('GET', '/api/v1/config/public');
  const region = (config.body.regions as { id: number; slug: string }[]).find((r) => r.id === self.body.data.region.id);
  const types = region ? (config.body.regional_settings[region.slug]?.company_types as { id: number }[] | undefined) : undefined;
  await verificationFixture(server, self.body.data.id);
  const account = await findAccountById(server.db, self.body.data.id);
  if (!account) throw new Error('no account');
  const ticket = await openTicket(server, account, { title: 'Sample', body: 'Sample question', info: { ...TICKET_INFO, appType: 'web' } });
  const shop = await shopFixtures(server, self.body.data.id);
  return {
    userId: self.body.data.id,
    companyId: self.body.data.company.id,
    companyUuid: self.body.data.company.uuid,
    regionId: self.body.data.region.id,
    companyType: types?.[0]?.id,
    notification: notifications.body.data[0].uuid,
    ...(await projectFixtures(server, self.body.data.id, self.body.data.region.id)),
    news: await regionalNews(server, self.body.data.region.id),
    ...shop,
    ...(await cardFixtures(server, self.body.data.id, shop.order)),
    ...(await materialFixtures(server, self.body.data.id, self.body.data.region.id)),
    ...(await teamFixtures(server, self.body.data.id, self.body.data.company.id, self.body.data.region.id)),
    userUuid: self.body.data.uuid,
    ticket,
  };
}
