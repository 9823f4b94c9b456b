import 'server-only';
import { getDb } from '@/platform/database';
import { defineCallable, emptyInput } from '@/platform/callable/define';
import { answerValuation } from './commands/answer-valuation';
import { createItemFromValuation } from './commands/create-item-from-valuation';
import { sendSellerReminder } from './commands/send-seller-reminder';
import { setValuationStatus } from './commands/set-valuation-status';
import { submitValuation } from './commands/submit-valuation';
import { updateValuationInfo } from './commands/update-valuation-info';
import { getValuation, listMyValuations, listValuations } from './queries/list-valuations';
import {
  answerValuationInput,
  listValuationsInput,
  setValuationStatusInput,
  submitValuationInput,
  updateValuationInput,
  valuationIdInput,
} from './schema';

/** The valuations module's connector actions (docs/product.md §9 "Valuations"). */
export const valuationsActions = {
  SUBMIT_VALUATION_REQUEST: defineCallable({
    access: 'user',
    input: submitValuationInput,
    handler: async (input, { caller }) => submitValuation(await getDb(), caller.id, input),
  }),
  UPDATE_VALUATION_INFO: defineCallable({
    access: 'user',
    input: updateValuationInput,
    handler: async (input, { caller }) => updateValuationInfo(await getDb(), caller, input),
  }),
  ANSWER_VALUATION_REQUEST: defineCallable({
    access: 'admin',
    input: answerValuationInput,
    handler: async (input, { caller }) => answerValuation(await getDb(), caller, input),
  }),
  SET_VALUATION_STATUS: defineCallable({
    access: 'user',
    input: setValuationStatusInput,
    handler: async (input, { caller }) => setValuationStatus(await getDb(), caller, input),
  }),
  LIST_MY_VALUATIONS: defineCallable({
    access: 'user',
    input: emptyInput,
    handler: async (_input, { caller }) => listMyValuations(await getDb(), caller.id),
  }),
  LIST_VALUATIONS: defineCallable({
    access: 'admin',
    input: listValuationsInput,
    handler: async (input) => listValuations(await getDb(), input),
  }),
  GET_VALUATION: defineCallable({
    access: 'user',
    input: valuationIdInput,
    handler: async (input, { caller }) => getValuation(await getDb(), input.valuationId, caller),
  }),
  SEND_SELLER_REMINDER: defineCallable({
    access: 'admin',
    input: valuationIdInput,
    handler: async (input) => sendSellerReminder(await getDb(), input.valuationId),
  }),
  CREATE_ITEM_FROM_VALUATION: defineCallable({
    access: 'admin',
    input: valuationIdInput,
    handler: async (input) => createItemFromValuation(await getDb(), input.valuationId),
  }),
};
