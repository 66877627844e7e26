import { api } from '../../src/api/contracts';
import {
  AGREEMENTS,
  CONDITIONS,
  CONTACT,
  INFO,
  NOTICE,
  SLIP_SETTINGS,
  SOURCES,
  WITHDRAW_LIMITS,
  banksFor,
  depositLookup,
} from '../content';
import type { Route } from '../http';

export function lookupRoutes(route: Route): void {
  const l = api.lookup;
  route(l.banks, ({ state }) => ({ banks: banksFor(state.scenario) }));
  route(l.deposit, ({ state }) => depositLookup(state.scenario));
  route(l.conditions, () => ({ conditions: CONDITIONS }));
  route(l.agreements, () => ({ agreements: AGREEMENTS }));
  route(l.info, () => INFO);
  route(l.notice, () => ({ notice: NOTICE }));
  route(l.contact, () => CONTACT);
  route(l.withdraw, () => WITHDRAW_LIMITS);
  route(l.slip, () => SLIP_SETTINGS);
  route(l.sources, () => ({ sources: SOURCES }));
  route(l.active, () => ({ terminated: null }));
  route(l.registerOTP, ({ state }) => ({ registerOTP: state.scenario !== 'otpOff' }));
  route(l.enableChatWidget, ({ state }) => ({ enableChatWidget: state.scenario !== 'chatOff' }));
}
