import 'server-only';
// The server-rendered pages and sections of loyalty that app/ mounts. API routes import server.ts, which loads no UI.
export { LoyaltyOverview } from './components/loyalty-overview';
export { RecentActivity } from './components/recent-activity';
export { ActivityPageView } from './components/activity-page-view';
export { RewardsPageView } from './components/rewards-page-view';
