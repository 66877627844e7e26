/** Every route of the demo bank: one per call of src/api/contracts. */
import type { ChatAgent } from '../chatAgent';
import type { Route } from '../http';
import { accountRoutes } from './account';
import { authRoutes } from './auth';
import { bonusRoutes } from './bonus';
import { chatRoutes } from './chat';
import { depositRoutes } from './deposit';
import { inviteRoutes } from './invite';
import { lookupRoutes } from './lookup';
import { refundRoutes } from './refund';
import { spinRoutes } from './spin';
import { statementRoutes } from './statement';
import { walletRoutes } from './wallet';

export function bankRoutes(route: Route, agent: ChatAgent): void {
  lookupRoutes(route);
  authRoutes(route);
  accountRoutes(route);
  walletRoutes(route);
  depositRoutes(route);
  inviteRoutes(route);
  refundRoutes(route);
  bonusRoutes(route);
  spinRoutes(route);
  statementRoutes(route);
  chatRoutes(route, agent);
}
