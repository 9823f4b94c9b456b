import 'server-only';
import { getDb, type DbOrTx } from '@/platform/database';
import { defineCallable, type CallContext, type CallerIdentity } from '@/platform/callable/define';
import { AppError } from '@/platform/errors';
import { deleteContentBlock, duplicateContentBlock, moveContentBlock } from './commands/arrange-blocks';
import { pingContentEditor } from './commands/ping-editor';
import { publishContent, restoreContentVersion } from './commands/publish-content';
import { saveBlock } from './commands/save-block';
import { reportBarrier } from './commands/report-barrier';
import { resolveBarrierReport } from './commands/resolve-barrier-report';
import { listBarrierReports } from './queries/list-barrier-reports';
import { getContentBlock, getDraftPage, getPublishedPage, listContentVersions, pageAnswer } from './queries/get-page';
import {
  deleteBlockInput,
  duplicateBlockInput,
  getBlockInput,
  getPageInput,
  listContentVersionsInput,
  moveBlockInput,
  pingContentEditorInput,
  publishContentInput,
  listBarrierReportsInput,
  reportBarrierInput,
  resolveBarrierReportInput,
  restoreContentVersionInput,
  saveBlockInput,
} from './schema';

/** An editor's change: the command runs in one transaction as the calling admin. */
function asEditor<I, R>(command: (tx: DbOrTx, actorId: string, input: I) => Promise<R>) {
  return async (input: I, { caller }: CallContext<CallerIdentity>) => (await getDb()).transaction((tx) => command(tx, caller.id, input));
}

/** The content module's connector actions (docs/product.md §9 "Content"). */
export const contentActions = {
  REPORT_BARRIER: defineCallable({
    access: 'anyone',
    input: reportBarrierInput,
    handler: async (input, { caller, clientAddress }) => {
      // The honeypot: a script that filled the hidden field gets the same answer, and nothing is stored.
      if (input.website) return { reportId: null, received: true as const };
      const { reportId } = await reportBarrier(await getDb(), {
        description: input.description,
        page: input.page,
        email: input.email || caller?.email,
        userId: caller?.id ?? null,
        clientAddress,
        now: new Date(),
      });
      return { reportId: reportId as number | null, received: true as const };
    },
  }),
  LIST_BARRIER_REPORTS: defineCallable({
    access: 'admin',
    input: listBarrierReportsInput,
    handler: async (input) => listBarrierReports(await getDb(), input),
  }),
  RESOLVE_BARRIER_REPORT: defineCallable({
    access: 'admin',
    input: resolveBarrierReportInput,
    handler: async (input, { caller }) =>
      resolveBarrierReport(await getDb(), { reportId: input.reportId, adminId: caller.id, now: new Date() }),
  }),
  GET_PAGE: defineCallable({
    access: 'anyone',
    input: getPageInput,
    handler: async (input, { caller }) => {
      if (input.draft) {
        // A draft is the studio's: to anyone else it does not exist.
        if (!caller?.admin) throw new AppError('NOT_FOUND', 'Sidan finns inte.');
        return { page: pageAnswer(await getDraftPage(await getDb(), input.pageId)) };
      }
      return { page: pageAnswer(await getPublishedPage(await getDb(), input.pageId)) };
    },
  }),
  GET_BLOCK: defineCallable({
    access: 'anyone',
    input: getBlockInput.extend({ draft: getPageInput.shape.draft }),
    handler: async (input, { caller }) => {
      if (input.draft && !caller?.admin) throw new AppError('NOT_FOUND', 'Blocket finns inte.');
      return getContentBlock(await getDb(), input.blockId, { draft: input.draft === true });
    },
  }),
  SAVE_BLOCK: defineCallable({
    access: 'admin',
    input: saveBlockInput,
    handler: asEditor(saveBlock),
  }),
  MOVE_BLOCK: defineCallable({
    access: 'admin',
    input: moveBlockInput,
    handler: asEditor(moveContentBlock),
  }),
  DELETE_BLOCK: defineCallable({
    access: 'admin',
    input: deleteBlockInput,
    handler: asEditor(deleteContentBlock),
  }),
  DUPLICATE_BLOCK: defineCallable({
    access: 'admin',
    input: duplicateBlockInput,
    handler: asEditor(duplicateContentBlock),
  }),
  PUBLISH_CONTENT: defineCallable({
    access: 'admin',
    input: publishContentInput,
    handler: async (input, { caller }) => publishContent(await getDb(), caller.id, input),
  }),
  LIST_CONTENT_VERSIONS: defineCallable({
    access: 'admin',
    input: listContentVersionsInput,
    handler: async (input) => listContentVersions(await getDb(), input.pageId),
  }),
  RESTORE_CONTENT_VERSION: defineCallable({
    access: 'admin',
    input: restoreContentVersionInput,
    handler: asEditor(restoreContentVersion),
  }),
  PING_CONTENT_EDITOR: defineCallable({
    access: 'admin',
    input: pingContentEditorInput,
    handler: asEditor(pingContentEditor),
  }),
};
