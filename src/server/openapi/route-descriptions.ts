/**
 * The API description of every route of the route access table, keyed like it ("METHOD path"
 * under /api). A new route adds its lines here; tests/server/openapi.test.ts fails while a row of
 * ROUTE_ACCESS has none.
 */
import * as v from 'valibot';
import {
  EmulateRequest, EmulationSession, LoginRequest, LoginResponse, LogoutRequest, RefreshRequest, TokenPair, VerifyRequest, VerifyResponse,
} from '../../contract/auth';
import { CardAccountResponse, CardHistoryQuery, CardVerification, TopUpHistoryResponse } from '../../contract/club-card';
import { CompanyPatch, CompanyTypePatch, InstallerPatch, Ok } from '../../contract/company';
import { Config } from '../../contract/config';
import { ContentItemResponse, ContentPage, ContentQuery } from '../../contract/content';
import { MaterialConfigurationAnswer, MaterialConfigurationInput, ORDER_FILE_FIELD, OrderFileAnswer, QrCodeAnswer, QrCodeQuery } from '../../contract/marketing-material';
import { NotificationPatch, NotificationResponse, NotificationsPage, NotificationsQuery } from '../../contract/notifications';
import { CompanyPointsResponse, PointsHistoryGroupsPage, PointsHistoryPage, PointsHistoryQuery } from '../../contract/points';
import { AVATAR_FIELD, AvatarAnswer, EmailVerificationCode, UserPatch, VerificationSent } from '../../contract/profile';
import {
  NewProject, NewScan, ProductScanResponse, ProductScansResponse, ProductsQuery as ScansQuery, ProjectResponse, ProjectSurveyRequest, ProjectsPage, ProjectsQuery,
} from '../../contract/projects';
import {
  CompanyValidateAnswer, CompanyValidateQuery, RegistrationAnswer, RegistrationRequest, StreetSearchQuery, StreetSuggestions,
} from '../../contract/registration';
import {
  BehavioursPage, CertificatesPage, RewardsQuery, TiersHistoryQuery, TiersHistoryResponse, TiersQuery, TiersResponse,
} from '../../contract/rewards';
import {
  CardsQuery, CartQuery, CategoriesQuery, CategoriesResponse, NewMultiOrder, NewOrder, OrderResponseBody, OrdersPage, OrdersQuery,
  PlacedOrders, PlacementOutcome, ProductResponse, ProductsPage, ProductsQuery, ProductsResponse,
} from '../../contract/shop';
import {
  AuditEntryView, AuditQuery, EmulationLinkView, FindQuery, FindResponse, StaffCompanyView, StaffLoginRequest, StaffLoginResponse, StaffMemberView,
  StaffOrderChanged, StaffOrdersQuery, StaffPageQuery, StaffReplyRequest, StaffSession, StaffVerifyRequest,
} from '../../contract/staff';
import { MaintenanceRequest, MaintenanceView, NewStaffMemberRequest, StaffAccessRequest, StaffAccountView, StaffAccountsResponse } from '../../contract/staff-admin';
import { Chat, ChatQuery, CreatedTicket, MessageResponse, NewMessage, NewTicket, SupportMessage, SupportQuery, TicketsPage } from '../../contract/support';
import { StaffConversationResponse, StaffInbox, StaffInboxQuery } from '../../contract/staff-chat';
import {
  ContentDraft, ContentPreview, ContentPreviewRequest, ContentVisibility, SerialImportReportView, SerialImportUpload, StaffContentItem, StaffContentPage, StaffContentQuery,
} from '../../contract/staff-content';
import { CardIssued, StaffOpenTopUps, StaffOrderDetail, StaffVendors, TopUpOutcomeRequest, TopUpOutcomeResponse } from '../../contract/staff-orders';
import { MemberDetails, NewTeamMember, ResendAnswer, TeamMemberResponse, TeamPage, TeamQuery } from '../../contract/team';
import { UserResponse } from '../../contract/user';
import {
  CardIssueCommand, CardOutcomeCommand, CardRefuseCommand, ContentImportCommand, CreditCommand, EmulateCommand, ExpireCommand,
  MaintenanceCommand, OrderCommand, RecommendCommand, ReviewCommand, SerialImportCommand, StaffAddCommand, SupportListQuery, SupportReplyCommand, UnlockCommand,
} from '../routes/operator';
import {
  CardIssueAnswer, CardListAnswer, ContentImportAnswer, CreditAnswer, EmulationLinkAnswer, ExpiryAnswer, OrderStepAnswer, RecommendAnswer, RefusedAmountsAnswer,
  ReviewAnswer, SerialImportAnswer, SupportListAnswer, SupportShowAnswer, TopUpOutcomeAnswer, UnlockAnswer,
} from './operator-answers';
import { ReviewDecisionRequest, ReviewOutcomeView, ReviewProjectView, ReviewQueuePage } from '../../contract/staff-review';
import type { RouteDescription } from './route-description';

const Maintenance = v.object({ maintenance: v.boolean() });
const data = (schema: v.GenericSchema) => v.object({ data: schema });
const PDF = 'application/pdf';

/** `npm run operator`'s commands; the same run under /dev/operator on a development machine. */
const OPERATOR_ROUTES: Record<string, RouteDescription> = {
  'GET /maintenance': { tag: 'Operator', summary: 'Whether maintenance is on', answer: Maintenance },
  'POST /maintenance': { tag: 'Operator', summary: 'Switch maintenance on or off', body: MaintenanceCommand, answer: Maintenance },
  'POST /emulate': { errors: { 404: 'No member with this e-mail address.' }, tag: 'Operator', summary: 'Make a one-time emulation link for a member', body: EmulateCommand, answer: EmulationLinkAnswer },
  'POST /unlock': { errors: { 404: 'No member with this e-mail address.' }, tag: 'Operator', summary: 'Lift a sign-in lock', body: UnlockCommand, answer: UnlockAnswer },
  'POST /serials': { tag: 'Operator', summary: 'Import a batch of product serial numbers', body: SerialImportCommand, answer: SerialImportAnswer },
  'POST /review': { errors: { 404: 'No such project.', 409: 'The project is not in review.' }, tag: 'Operator', summary: "Accept or reject a project's scans in review", body: ReviewCommand, answer: ReviewAnswer },
  'POST /points/expire': { tag: 'Operator', summary: 'Expire the points due by a date', body: ExpireCommand, answer: ExpiryAnswer },
  'POST /content': { tag: 'Operator', summary: 'Import a batch of content files', body: ContentImportCommand, answer: ContentImportAnswer },
  'POST /orders': { errors: { 404: 'No such order.', 409: 'The step does not apply to the order as it is now.' }, tag: 'Operator', summary: 'Approve, complete or reject an order', body: OrderCommand, answer: OrderStepAnswer },
  'POST /points': { errors: { 404: 'No member with this e-mail address.' }, tag: 'Operator', summary: "Credit points to a member's company", body: CreditCommand, answer: CreditAnswer },
  'POST /companies/recommend': { errors: { 404: 'No member with this e-mail address.' }, tag: 'Operator', summary: "Recommend a member's company, or withdraw it: the regional recommended logo on its materials (audited)", body: RecommendCommand, answer: RecommendAnswer },
  'GET /configurations/:uuid/proof': { tag: 'Operator', summary: "A material configuration's print proof", file: PDF },
  'GET /orders/:number/proof': { tag: 'Operator', summary: "A material order's print proof", file: PDF },
  'GET /card': { tag: 'Operator', summary: 'The club cards and their top-ups', answer: CardListAnswer },
  'POST /card/issue': { errors: { 404: 'No such card order.', 409: 'The card order is no longer open.' }, tag: 'Operator', summary: 'Issue the club card of a card order', body: CardIssueCommand, answer: CardIssueAnswer },
  'POST /card/outcome': { errors: { 404: 'No such top-up.', 409: 'The top-up has its outcome already.' }, tag: 'Operator', summary: "Report a top-up's outcome (card issuer simulator)", body: CardOutcomeCommand, answer: TopUpOutcomeAnswer },
  'POST /card/refuse': { errors: { 409: 'The card issuer is not the simulator.' }, tag: 'Operator', summary: 'Make the card issuer simulator refuse top-ups of some points', body: CardRefuseCommand, answer: RefusedAmountsAnswer },
  'GET /support': { tag: 'Operator', summary: 'Support conversations', query: SupportListQuery, answer: SupportListAnswer },
  'GET /support/:uuid': { tag: 'Operator', summary: 'One support conversation', answer: SupportShowAnswer },
  'POST /support/:uuid/reply': { tag: 'Operator', summary: 'Reply in a support conversation', body: SupportReplyCommand, answer: data(SupportMessage) },
  'POST /support/:uuid/close': { tag: 'Operator', summary: 'Close a support conversation', answer: Ok },
  'POST /staff': { errors: { 409: 'A staff member with this e-mail exists.' }, tag: 'Operator', summary: 'Add a staff member (the first admin)', body: StaffAddCommand, answer: data(StaffMemberView) },
};

const mounted = (prefix: string, routes: Record<string, RouteDescription>, tag: string) =>
  Object.fromEntries(Object.entries(routes).map(([key, route]) => {
    const [method, path] = key.split(' ');
    return [`${method} ${prefix}${path}`, { ...route, tag }];
  }));

export const ROUTE_DESCRIPTIONS: Record<string, RouteDescription> = {
  'GET /health': { tag: 'Probes', summary: 'Liveness: the process answers', answer: v.object({ status: v.literal('ok') }) },
  'GET /ready': { tag: 'Probes', summary: 'Readiness: the database answers', answer: v.object({ status: v.literal('ready') }), probe: true },
  'GET /metrics': { tag: 'Probes', summary: 'Prometheus metrics (from loopback, or with the METRICS_TOKEN bearer)', file: 'text/plain' },

  'GET /openapi.json': { tag: 'API description', summary: 'This document (OpenAPI 3.1)' },
  'GET /docs': { tag: 'API description', summary: 'The interactive API reference', file: 'text/html' },
  'GET /docs/:file': { tag: 'API description', summary: "The reference's script and style sheet", file: 'text/javascript' },

  'POST /v2/installer/login': { errors: { 404: 'No active account with this e-mail address or phone number.' }, throttled: true, tag: 'Sign-in', summary: 'Send a sign-in code by e-mail or text message', body: LoginRequest, answer: LoginResponse },
  'POST /v2/installer/login/verify': { errors: { 406: 'The code is wrong, expired or used up.' }, throttled: true, tag: 'Sign-in', summary: 'Trade the code for a token pair and the account', body: VerifyRequest, answer: VerifyResponse },
  'POST /v2/installer/refresh': { errors: { 401: 'The refresh token is invalid, expired or already used.' }, tag: 'Sign-in', summary: 'Trade a refresh token for a new token pair', body: RefreshRequest, answer: TokenPair },
  'POST /v2/installer/logout': { tag: 'Sign-in', summary: 'End the session of a refresh token', body: LogoutRequest, answer: Ok },
  'POST /v2/installer/emulate': { errors: { 401: 'The emulation code is invalid, used or expired.' }, throttled: true, tag: 'Sign-in', summary: 'Trade a one-time emulation code for a read-only session', body: EmulateRequest, answer: EmulationSession },

  'GET /v1/config/public': {
    tag: 'Configuration', summary: 'Regions, languages and their rules, for guests', answer: Config,
    query: v.object({ lang: v.optional(v.string()) }),
  },
  'GET /v1/config': { tag: 'Configuration', summary: 'Regions, languages and their rules', answer: Config, query: v.object({ lang: v.optional(v.string()) }) },
  'GET /v1/company/user/self': { tag: 'Account', summary: 'The signed-in member, their company and options', answer: UserResponse },
  'GET /v1/company/points/:companyId': { tag: 'Points', summary: "The company's points", answer: CompanyPointsResponse },
  'PATCH /v1/company/:id': { tag: 'Account', summary: "Change the company's details", body: CompanyPatch, answer: Ok },
  'PATCH /v1/company/:id/companyType': { tag: 'Account', summary: "Change the company's type", body: CompanyTypePatch, answer: Ok },
  'PATCH /v1/installer/user/:id': { tag: 'Account', summary: "Change the installer's options", body: InstallerPatch, answer: Ok },

  'GET /v1/notifications': { tag: 'Notifications', summary: 'A page of notifications', query: NotificationsQuery, answer: NotificationsPage },
  'GET /v1/notifications/:uuid': { tag: 'Notifications', summary: 'One notification', answer: NotificationResponse },
  'PATCH /v1/notifications/:uuid': { tag: 'Notifications', summary: 'Mark a notification read or unread', body: NotificationPatch, answer: Ok },

  'GET /v1/project': { tag: 'Projects', summary: 'A page of projects of one status', query: ProjectsQuery, answer: ProjectsPage },
  'POST /v1/project': { tag: 'Projects', summary: 'Open a project', body: NewProject, answer: ProjectResponse },
  'GET /v1/project/:uuid': { tag: 'Projects', summary: 'One project', answer: ProjectResponse },
  'DELETE /v1/project/:uuid': { errors: { 409: 'The project has scans or is closed.' }, tag: 'Projects', summary: 'Delete a project without scans', answer: Ok },
  'POST /v1/project/:uuid/survey': { errors: { 409: 'The project takes no survey answers now.' }, tag: 'Projects', summary: "Answer a project's survey", body: ProjectSurveyRequest, answer: ProjectResponse },
  'GET /v1/product': { tag: 'Projects', summary: "A project's scanned products", query: ScansQuery, answer: ProductScansResponse },
  'POST /v2/scans': { errors: { 409: 'The serial number cannot be scanned into this project (scanned already, project closed or full).' }, throttled: true, tag: 'Projects', summary: 'Register a scanned serial number', body: NewScan, answer: ProductScanResponse },
  'DELETE /v2/scans/:uuid': { errors: { 409: 'The scan can no longer be removed.' }, tag: 'Projects', summary: 'Remove a scan', answer: Ok },

  'GET /v1/points/history': { tag: 'Points', summary: "A page of the company's points history", query: PointsHistoryQuery, answer: PointsHistoryPage },
  'GET /v1/points/history/groups': { tag: 'Points', summary: "A page of the company's points history, a project's entries as one group named by its address", query: PointsHistoryQuery, answer: PointsHistoryGroupsPage },
  'GET /v2/tiers': { tag: 'Points', summary: "The region's tiers and the company's place in them", query: TiersQuery, answer: TiersResponse },
  'GET /v1/edenred/card/account/:companyId': { errors: { 502: 'The card issuer cannot be reached.' }, tag: 'Club card', summary: "The company's club card", answer: CardAccountResponse },
  'GET /v1/edenred/card/history': { errors: { 502: 'The card issuer cannot be reached.' }, tag: 'Club card', summary: "A page of the card's top-ups", query: CardHistoryQuery, answer: TopUpHistoryResponse },
  'PATCH /v1/edenred/card/verify/:companyId': { errors: { 502: 'The card issuer cannot be reached.' }, throttled: true, tag: 'Club card', summary: "Register the card by its serial number (CSN)", body: CardVerification, answer: CardAccountResponse },
  'GET /v2/tiers/history': { tag: 'Points', summary: "The company's tier history", query: TiersHistoryQuery, answer: TiersHistoryResponse },
  'GET /v1/behaviour': { tag: 'Points', summary: "The region's behaviour bonuses", query: RewardsQuery, answer: BehavioursPage },
  'GET /v1/behaviour/certificates': { tag: 'Points', summary: "The region's certificates", query: RewardsQuery, answer: CertificatesPage },
  'GET /v1/content': { tag: 'Content', summary: 'A page of news and articles', query: ContentQuery, answer: ContentPage },
  'GET /v1/content/:uuid': { tag: 'Content', summary: 'One content item', answer: ContentItemResponse },

  'GET /v2/shop/products': { tag: 'Shop', summary: 'A page of the catalogue', query: ProductsQuery, answer: ProductsPage },
  'GET /v2/shop/products/cards': { tag: 'Shop', summary: 'The club card products', query: CardsQuery, answer: ProductsResponse },
  'GET /v2/shop/products/:uuid': { tag: 'Shop', summary: 'One product', answer: ProductResponse },
  'GET /v1/shop/categories': { tag: 'Shop', summary: 'The catalogue categories', query: CategoriesQuery, answer: CategoriesResponse },
  'GET /v1/shop/images/:uuid/:file': { tag: 'Shop', summary: 'A product picture (public, cached for a year)', file: 'image/webp' },
  'GET /v1/shop/artwork/:file': { tag: 'Shop', summary: "A marketing material's artwork (public)", file: 'image/svg+xml' },
  'GET /v2/cart': { tag: 'Shop', summary: 'The products of a cart, as they are now', query: CartQuery, answer: ProductsResponse },
  'POST /v2/orders': { errors: { 409: 'Out of stock or unavailable, or the Idempotency-Key names another placement.' }, tag: 'Orders', summary: 'Place an order', body: NewOrder, answer: PlacedOrders, idempotencyKey: true },
  'POST /v2/orders/multi': { errors: { 409: 'Out of stock or unavailable, or the Idempotency-Key names another placement.' }, tag: 'Orders', summary: 'Place several orders at once', body: NewMultiOrder, answer: PlacedOrders, idempotencyKey: true },
  'GET /v2/orders/placements/:key': {
    tag: 'Orders', summary: 'What was placed under an Idempotency-Key (after a lost answer)', answer: PlacementOutcome,
  },
  'POST /v1/shop/configurations': { tag: 'Marketing materials', summary: 'Store a material configuration', body: MaterialConfigurationInput, answer: MaterialConfigurationAnswer },
  'GET /v1/shop/configurations/:uuid': { tag: 'Marketing materials', summary: 'One material configuration', answer: MaterialConfigurationAnswer },
  'GET /v1/shop/configurations/:uuid/proof.pdf': { tag: 'Marketing materials', summary: "A configuration's print proof", file: PDF },
  'GET /v1/shop/orders/:uuid/proof.pdf': { tag: 'Marketing materials', summary: "A material order's print proof", file: PDF },
  'POST /v1/shop/order/files': { tag: 'Marketing materials', summary: 'Upload a logo', upload: ORDER_FILE_FIELD, answer: OrderFileAnswer },
  'GET /v1/shop/order/files/:uuid': { tag: 'Marketing materials', summary: 'An uploaded logo', file: 'application/octet-stream' },
  'GET /v1/generate/qr-code': { tag: 'Marketing materials', summary: 'A QR code of a link, as an SVG data URL', query: QrCodeQuery, answer: QrCodeAnswer },
  'GET /v2/orders': { tag: 'Orders', summary: "A page of the company's orders", query: OrdersQuery, answer: OrdersPage },
  'GET /v2/orders/:uuid': { tag: 'Orders', summary: 'One order', answer: OrderResponseBody },
  'PATCH /v1/company/user/:id': { tag: 'Account', summary: 'Change the profile', body: UserPatch, answer: Ok },
  'POST /v1/company/user/:uuid/avatar': { tag: 'Account', summary: 'Upload an avatar', upload: AVATAR_FIELD, answer: AvatarAnswer },
  'DELETE /v1/company/user/:uuid/avatar': { tag: 'Account', summary: 'Remove the avatar', answer: Ok },
  'GET /v1/avatars/:id': { tag: 'Account', summary: 'An avatar picture (public, random address)', file: 'image/webp' },
  'PATCH /v2/company/verification': { errors: { 406: 'The code is wrong or expired.' }, tag: 'Account', summary: 'Confirm the e-mail address with its code', body: EmailVerificationCode, answer: Ok },
  'POST /v2/company/verification': { throttled: true, tag: 'Account', summary: 'Send an e-mail address confirmation code', answer: VerificationSent },

  'GET /v2/installer/user': { tag: 'Team', summary: 'A page of the team', query: TeamQuery, answer: TeamPage },
  'POST /v1/installer/user': { errors: { 409: "The region's team limit is reached." }, tag: 'Team', summary: 'Invite a team member', body: NewTeamMember, answer: TeamMemberResponse },
  'GET /v1/installer/user/:uuid': { tag: 'Team', summary: 'One team member', answer: TeamMemberResponse },
  'PATCH /v1/installer/user/:uuid/details': { tag: 'Team', summary: "Change a team member's details", body: MemberDetails, answer: TeamMemberResponse },
  'DELETE /v1/installer/user/:uuid': { errors: { 409: 'Members cannot delete themselves.' }, tag: 'Team', summary: 'Remove a team member', answer: Ok },
  'GET /v1/installer/user/:uuid/resend': { throttled: true, tag: 'Team', summary: 'Send the invitation again (a GET that sends)', answer: ResendAnswer },

  'GET /v1/support': { tag: 'Support', summary: 'A page of support conversations', query: SupportQuery, answer: TicketsPage },
  'POST /v1/support': { tag: 'Support', summary: 'Open a support conversation', body: NewTicket, answer: CreatedTicket },
  'GET /v1/support/:uuid/chat': { tag: 'Support', summary: 'A conversation and its messages', query: ChatQuery, answer: Chat },
  'POST /v1/support/:uuid/chat': { tag: 'Support', summary: 'Write in a conversation', body: NewMessage, answer: MessageResponse },

  'POST /v2/company/register': { tag: 'Registration', summary: 'Register a company and its owner', body: RegistrationRequest, answer: RegistrationAnswer, status: 201 },
  'GET /v2/company/validate': { tag: 'Registration', summary: 'Check phone, e-mail and registration number as they are typed', query: CompanyValidateQuery, answer: CompanyValidateAnswer },
  'GET /v2/places/streets': { tag: 'Registration', summary: 'Street suggestions', query: StreetSearchQuery, answer: StreetSuggestions },

  'POST /staff/v1/auth/login': { throttled: true, tag: 'Staff console', summary: 'Send a staff sign-in code by e-mail', body: StaffLoginRequest, answer: StaffLoginResponse },
  'POST /staff/v1/auth/login/verify': { errors: { 406: 'The code is wrong, expired or used up.' }, throttled: true, tag: 'Staff console', summary: 'Trade the code for a staff session', body: StaffVerifyRequest, answer: StaffSession },
  'GET /staff/v1/auth/me': { tag: 'Staff console', summary: 'The signed-in staff member', answer: data(StaffMemberView) },
  'POST /staff/v1/auth/logout': { tag: 'Staff console', summary: 'End this staff session', answer: Ok },
  'POST /staff/v1/auth/logout/everywhere': { tag: 'Staff console', summary: "End all of the staff member's sessions", answer: Ok },
  'GET /staff/v1/audit': { tag: 'Staff console', summary: 'A page of the audit log, newest first', query: AuditQuery, answer: data(v.array(AuditEntryView)) },
  'GET /staff/v1/find': { tag: 'Staff console', summary: "People and companies by e-mail, phone, name or registration number, in the staff member's regions", query: FindQuery, answer: FindResponse },
  'GET /staff/v1/companies/:company': { tag: 'Staff console', summary: 'A company: members, points, onboarding, club card', answer: data(StaffCompanyView) },
  'GET /staff/v1/companies/:company/ledger': { tag: 'Staff console', summary: "A page of the company's points ledger, as its members see it", query: PointsHistoryQuery, answer: PointsHistoryPage },
  'GET /staff/v1/companies/:company/projects': { tag: 'Staff console', summary: "A page of the company's projects, each with its scans", query: StaffPageQuery },
  'GET /staff/v1/companies/:company/orders': { tag: 'Staff console', summary: "A page of the company's orders, club card and top-ups included", query: StaffPageQuery, answer: OrdersPage },
  'GET /staff/v1/companies/:company/tickets': { tag: 'Staff console', summary: "The company's support conversations" },
  'GET /staff/v1/companies/:company/top-ups': { tag: 'Staff console', summary: "A page of the company's club-card top-ups, newest first", query: StaffPageQuery, answer: TopUpHistoryResponse },
  'POST /staff/v1/companies/:company/members/:member/emulation': { tag: 'Staff console', summary: 'A single-use, 5-minute link that opens the portal as this member, read-only (audited)', answer: data(EmulationLinkView) },
  'GET /staff/v1/support/conversations': { tag: 'Staff console', summary: 'Open and in-progress conversations (or one status), longest waiting first, with unread counts, who asked and who answered last', query: StaffInboxQuery, answer: StaffInbox },
  'GET /staff/v1/support/conversations/:conversation': { tag: 'Staff console', summary: 'A conversation with its messages and who else is typing', answer: StaffConversationResponse },
  'POST /staff/v1/support/conversations/:conversation/messages': { tag: 'Staff console', summary: 'Reply; the member is notified (audited)', body: StaffReplyRequest, answer: MessageResponse },
  'POST /staff/v1/support/conversations/:conversation/close': { tag: 'Staff console', summary: 'Close a conversation (audited)', answer: Ok },
  'POST /staff/v1/support/conversations/:conversation/reopen': { tag: 'Staff console', summary: 'Reopen a conversation (audited)', answer: Ok },
  'POST /staff/v1/support/conversations/:conversation/typing': { tag: 'Staff console', summary: 'Say this staff member is typing (seen by the others for a few seconds)', answer: Ok },
  'GET /staff/v1/orders': { tag: 'Staff console', summary: 'The order queue by status and vendor, oldest first', query: StaffOrdersQuery },
  'POST /staff/v1/orders/:order/approve': { errors: { 409: 'The step does not apply to the order as it is now.' }, tag: 'Staff console', summary: 'Approve an order (audited)', answer: data(StaffOrderChanged) },
  'POST /staff/v1/orders/:order/complete': { errors: { 409: 'The step does not apply to the order as it is now.' }, tag: 'Staff console', summary: 'Complete an order (audited)', answer: data(StaffOrderChanged) },
  'POST /staff/v1/orders/:order/reject': { errors: { 409: 'The step does not apply to the order as it is now.' }, tag: 'Staff console', summary: 'Reject an order: points and stock back, once (audited)', answer: data(StaffOrderChanged) },
  'GET /staff/v1/maintenance': { tag: 'Staff console', summary: 'Whether installers see the maintenance page', answer: data(MaintenanceView) },
  'PUT /staff/v1/maintenance': { tag: 'Staff console', summary: 'Switch the maintenance page on or off for installers (audited)', body: MaintenanceRequest, answer: data(MaintenanceView) },
  'GET /staff/v1/members': { tag: 'Staff console', summary: 'The staff accounts with their roles, regions and state', answer: StaffAccountsResponse },
  'POST /staff/v1/members': { errors: { 409: 'A staff member with this e-mail exists.' }, tag: 'Staff console', summary: 'Add a staff account (audited)', body: NewStaffMemberRequest, answer: data(StaffMemberView) },
  'PATCH /staff/v1/members/:member': { errors: { 409: 'You cannot remove your own admin role.' }, tag: 'Staff console', summary: "Set a staff member's roles and regions (audited)", body: StaffAccessRequest, answer: data(StaffAccountView) },
  'POST /staff/v1/members/:member/deactivate': { errors: { 409: 'You cannot deactivate your own account.' }, tag: 'Staff console', summary: 'Deactivate a staff account; its sessions end (audited)', answer: data(StaffAccountView) },
  'POST /staff/v1/members/:member/reactivate': { tag: 'Staff console', summary: 'Reactivate a staff account (audited)', answer: data(StaffAccountView) },
  'POST /staff/v1/members/:member/unlock': { tag: 'Staff console', summary: "Lift a staff member's sign-in lock (audited)", answer: data(StaffAccountView) },
  'GET /staff/v1/review': { tag: 'Staff console', summary: 'Projects in review with their flagged scans and why, the longest-waiting first', query: StaffPageQuery, answer: ReviewQueuePage },
  'GET /staff/v1/review/:project': { tag: 'Staff console', summary: 'A project with all its scans, their flags, reasons and decisions', answer: data(ReviewProjectView) },
  'POST /staff/v1/review/:project/decisions': {
    errors: { 409: 'The project is not in review, or a scan was decided meanwhile.' }, tag: 'Staff console',
    summary: 'Accept or reject flagged scans, each rejection with the reason the installer reads; the last decision closes the project and credits its points (audited)',
    body: ReviewDecisionRequest, answer: data(ReviewOutcomeView),
  },
  'GET /staff/v1/content': { tag: 'Staff console', summary: "Content of the staff member's regions, scheduled and hidden too, newest first, by type, region and language", query: StaffContentQuery, answer: StaffContentPage },
  'POST /staff/v1/content': { tag: 'Staff console', summary: 'Write a news item, video or link (HTML sanitised; a future date schedules it) (audited)', body: ContentDraft, answer: data(StaffContentItem) },
  'POST /staff/v1/content/preview': { tag: 'Staff console', summary: 'The body as members will get it, for the editor\'s preview', body: ContentPreviewRequest, answer: data(ContentPreview) },
  'GET /staff/v1/content/:content': { tag: 'Staff console', summary: 'One item, for the editor', answer: data(StaffContentItem) },
  'PUT /staff/v1/content/:content': { tag: 'Staff console', summary: 'Change a news item, video or link (audited)', body: ContentDraft, answer: data(StaffContentItem) },
  'POST /staff/v1/content/:content/visibility': { tag: 'Staff console', summary: 'Hide an item from members or show it again (audited)', body: ContentVisibility, answer: data(StaffContentItem) },
  'POST /staff/v1/serials/import': { tag: 'Staff console', summary: 'Import a CSV file into the serial registry; the report of every line (audited)', body: SerialImportUpload, answer: data(SerialImportReportView) },
  'GET /staff/v1/orders/:order': { tag: 'Staff console', summary: 'An order: items, company, who ordered, voucher, card or top-up, material input', answer: data(StaffOrderDetail) },
  'GET /staff/v1/orders/:order/proof.pdf': { tag: 'Staff console', summary: "A material order's print-ready proof", file: PDF },
  'POST /staff/v1/orders/:order/card/issue': { errors: { 409: 'The card order is no longer open.' }, tag: 'Staff console', summary: "Issue a club card order's card now and complete it (audited)", answer: CardIssued },
  'GET /staff/v1/vendors': { tag: 'Staff console', summary: "The vendors of the staff member's regions (the order queue's filter)", answer: StaffVendors },
  'GET /staff/v1/top-ups': { tag: 'Staff console', summary: 'Club card top-ups awaiting the issuer\'s outcome, oldest first', answer: StaffOpenTopUps },
  'POST /staff/v1/top-ups/:topUp/outcome': { errors: { 409: 'The top-up has its outcome already.' }, tag: 'Staff console', summary: "Report a top-up's outcome as the issuer would (audited)", body: TopUpOutcomeRequest, answer: TopUpOutcomeResponse },

  ...mounted('/operator', OPERATOR_ROUTES, 'Operator'),
  ...mounted('/dev/operator', OPERATOR_ROUTES, 'Development'),
  'GET /dev/outbox': { tag: 'Development', summary: 'Messages sent to an address (the development outbox)', query: v.object({ to: v.string() }) },
};
