import { api } from '../../src/api/contracts';
import {
  AGREEMENTS,
  CONDITIONS,
  CONTACT,
  INFO,
  NOTICE,
  SLIP_SETTINGS,
  SOURCES,
  banksFor,
  depositLookup,
  say,
} from '../content';
import type { Route } from '../http';
import { toBaht, withdrawLimitsOf } from '../rules/ledger';
import { scenarioOn } from '../state';

export function lookupRoutes(route: Route): void {
  const l = api.lookup;
  route(l.banks, ({ state }) => ({ banks: banksFor(state) }));
  route(l.deposit, ({ state }) => depositLookup(state));
  route(l.conditions, ({ state }) => ({ conditions: CONDITIONS.map((c) => say(state, c)) }));
  route(l.agreements, ({ state }) => ({ agreements: AGREEMENTS.map((a) => say(state, a)) }));
  route(l.info, () => INFO);
  route(l.notice, ({ state }) => ({ notice: say(state, NOTICE) }));
  route(l.contact, ({ state }) => {
    const { contactTextNoChat, ...contact } = CONTACT;
    const text = scenarioOn(state, 'chatOff') ? contactTextNoChat : contact.contactText;
    return { ...contact, contactText: say(state, text) };
  });
  route(l.withdraw, ({ member }) => {
    const { min, max } = withdrawLimitsOf(member);
    return { withdrawMin: toBaht(min), withdrawMax: toBaht(max) };
  });
  route(l.slip, () => SLIP_SETTINGS);
  route(l.sources, ({ state }) => ({
    sources: SOURCES.map((s) => ({ code: s.code, description: say(state, s.description) })),
  }));
  route(l.active, () => ({ terminated: null }));
  route(l.registerOTP, ({ state }) => ({ registerOTP: !scenarioOn(state, 'otpOff') }));
  route(l.enableChatWidget, ({ state }) => ({ enableChatWidget: !scenarioOn(state, 'chatOff') }));
}
