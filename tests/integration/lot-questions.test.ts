import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '@/modules/notifications/tables';
import { lotQuestions } from '@/modules/questions/tables';
import { auditLog, jobs, realtimeEvents } from '@/platform/tables';
import { pageTopic } from '@/platform/page-cache';
import { listOpenQuestions, listPublicAnswers, countOpenQuestions } from '@/modules/questions/server';
import { lotPath } from '@/modules/catalog';
import { createLot, type TestUser } from '../setup/lots';
import { call } from '../setup/orders';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * Questions about a lot and the studio's answers through the callable API: who may ask and answer,
 * the text's limits and the daily limits, ended lots, another user's question, and who is told of
 * an answer (notices, e-mail jobs, pushes) — the asker always, the lot's watchers when it is public —
 * with the audit row and the lot page's cache dropped for a public answer.
 */

const t = fileDatabase();
const asker = t.signedInUser({ firstName: 'Agnes' });
const other = t.signedInUser({ firstName: 'Olle' });
const watcher = t.signedInUser({ firstName: 'Vera' });
const busy = t.signedInUser({ firstName: 'Frida' });
const admin = t.signedInUser({ firstName: 'Studio', admin: true });
const db = () => t.database.db;

const ask = (user: TestUser | null, auctionId: number, text: string) => call({ action: 'ASK_LOT_QUESTION', auctionId, text }, user);
const answer = (user: TestUser, questionId: number, text: string, shown?: boolean) =>
  call({ action: 'ANSWER_LOT_QUESTION', questionId, text, ...(shown === undefined ? {} : { public: shown }) }, user);

async function asked(user: TestUser, auctionId: number, text: string): Promise<number> {
  const answered = await ask(user, auctionId, text);
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  return (answered.body.result as { question: { id: number } }).question.id;
}

const noticesOf = async (userId: string, questionId: number) =>
  (
    await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'lot.question-answered')))
  ).filter((notice) => (notice.data as { questionId?: number }).questionId === questionId);
const mailsOf = async (questionId: number) =>
  (
    await db()
      .select()
      .from(jobs)
      .where(like(jobs.uniqueKey, `email:lot-question:${questionId}:%`))
  ).map((job) => job.payload as { template: string; userId: string; props: { audience: string; public: boolean; answer: string } });

describe(`questions about a lot, on ${testEngine}`, () => {
  it('a signed-in user asks about an open lot; the text is trimmed and checked, a visitor is refused', async () => {
    const lot = await createLot(db(), { title: 'Vas, Kosta' });
    const answered = await ask(asker, lot.id, '  Finns det nagg\r\ni glaset?  ');
    expect(answered.status).toBe(200);
    expect(answered.body.result).toMatchObject({
      question: { auctionId: lot.id, text: 'Finns det nagg\ni glaset?', status: 'open', answer: null },
    });

    expect((await ask(null, lot.id, 'Finns det nagg?')).status).toBe(401);
    const short = await ask(asker, lot.id, '  Hur? ');
    expect(short.status).toBe(400);
    expect(short.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: 'Ogiltigt värde för text: Skriv minst 5 tecken.' });
    const long = await ask(asker, lot.id, 'a'.repeat(1001));
    expect(long.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: 'Ogiltigt värde för text: Högst 1000 tecken.' });
    for (const bad of ['\u0000', '\t', '\u001b']) {
      const refused = await ask(asker, lot.id, `Finns${bad}det nagg?`);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toBe('Ogiltigt värde för text: Frågan innehåller otillåtna tecken.');
    }
  });

  it('refuses questions on an ended lot, and answers NOT_FOUND for a draft or a missing lot', async () => {
    const ended = await createLot(db(), { status: 'ended', endsAt: new Date(Date.now() - 60_000) });
    expect((await ask(asker, ended.id, 'Finns det nagg?')).body.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'Auktionen är avslutad och tar inte emot fler frågor.',
      details: { reason: 'AUCTION_ENDED' },
    });
    // Live still, but its end has passed (the closing job has not run yet).
    const past = await createLot(db(), { endsAt: new Date(Date.now() - 1000) });
    expect((await ask(asker, past.id, 'Finns det nagg?')).status).toBe(400);
    const scheduled = await createLot(db(), { status: 'scheduled', startsAt: new Date(Date.now() + 3_600_000) });
    expect((await ask(asker, scheduled.id, 'Finns det nagg?')).status).toBe(200);
    const draft = await createLot(db(), { status: 'draft' });
    expect((await ask(asker, draft.id, 'Finns det nagg?')).body.error).toMatchObject({ status: 'NOT_FOUND' });
    expect((await ask(asker, 2_000_000_000, 'Finns det nagg?')).body.error).toMatchObject({ status: 'NOT_FOUND' });
  });

  it('lets one user ask at most 5 questions about a lot and 20 in all within a day', async () => {
    const lots = await Promise.all(Array.from({ length: 4 }, () => createLot(db())));
    for (let i = 0; i < 5; i++) await asked(busy, lots[0]!.id, `Fråga nummer ${i + 1}?`);
    const sixth = await ask(busy, lots[0]!.id, 'Fråga nummer 6?');
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED' });
    expect(sixth.body.error?.message).toMatch(/5 frågor om det här föremålet/);
    // 5 more about each of two lots and 4 about the last: 19 in all.
    for (const lot of lots.slice(1)) for (let i = 0; i < (lot === lots[3] ? 4 : 5); i++) await asked(busy, lot.id, `Fråga ${i}?!`);
    const twentieth = await ask(busy, lots[3]!.id, 'Den tjugonde frågan?');
    expect(twentieth.status).toBe(200);
    const more = await ask(busy, (await createLot(db())).id, 'En fråga till?');
    expect(more.status).toBe(429);
    expect(more.body.error?.message).toMatch(/20 frågor det senaste dygnet/);
    // Another user is not limited by Frida's questions.
    expect((await ask(other, lots[0]!.id, 'Får jag fråga?')).status).toBe(200);
  });

  it('answering is the studio’s: a user is refused, an unknown question is NOT_FOUND, a second answer refused', async () => {
    const lot = await createLot(db());
    const id = await asked(asker, lot.id, 'Vilket år är den gjord?');
    expect((await answer(asker, id, 'Jag svarar själv')).status).toBe(403);
    expect((await answer(other, id, 'Jag svarar själv')).status).toBe(403);
    expect((await answer(admin, 2_000_000_000, 'Ett svar')).body.error).toMatchObject({ status: 'NOT_FOUND' });
    expect((await answer(admin, id, 'Tillverkad 1958.', false)).status).toBe(200);
    expect((await answer(admin, id, 'Igen.')).body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'Frågan är redan besvarad.',
    });
  });

  it('another user’s open or private question is NOT_FOUND; a public one anyone signed in may read', async () => {
    const lot = await createLot(db());
    const open = await asked(asker, lot.id, 'Hemlig fråga om lampan?');
    const get = (user: TestUser, questionId: number) => call({ action: 'GET_LOT_QUESTION', questionId }, user);
    expect((await get(asker, open)).status).toBe(200);
    expect((await get(other, open)).body.error).toMatchObject({ status: 'NOT_FOUND', message: 'Frågan finns inte.' });
    expect((await get(admin, open)).status).toBe(200);
    await answer(admin, open, 'Bara till dig.', false);
    const privateAnswer = await get(other, open);
    expect(privateAnswer.body.error).toMatchObject({ status: 'NOT_FOUND' });
    expect(JSON.stringify(privateAnswer.body)).not.toContain('Bara till dig');
    const shown = await asked(asker, lot.id, 'Offentlig fråga om lampan?');
    await answer(admin, shown, 'Till alla.');
    expect((await get(other, shown)).body.result).toMatchObject({
      question: { text: 'Offentlig fråga om lampan?', answer: 'Till alla.', status: 'public' },
    });
    // LIST_MY_LOT_QUESTIONS answers only the caller's own.
    const mine = await call({ action: 'LIST_MY_LOT_QUESTIONS', auctionId: lot.id }, asker);
    expect((mine.body.result as { questions: { status: string }[] }).questions.map((q) => q.status)).toEqual(['public', 'private']);
    expect(await call({ action: 'LIST_MY_LOT_QUESTIONS', auctionId: lot.id }, other)).toMatchObject({
      status: 200,
      body: { result: { questions: [] } },
    });
  });

  it('a public answer is shown on the lot page, told to the asker and every watcher, audited, and drops the page’s copy', async () => {
    const lot = await createLot(db(), { title: 'Lampa, Gräshoppan' });
    for (const user of [asker, watcher]) expect((await call({ action: 'ADD_TO_WATCHLIST', auctionId: lot.id }, user)).status).toBe(200);
    const id = await asked(asker, lot.id, 'Är sladden original?');
    expect(await countOpenQuestions(db())).toBeGreaterThan(0);
    expect((await listOpenQuestions(db())).map((q) => q.id)).toContain(id);

    const answered = await answer(admin, id, 'Ja, sladden är original.');
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.result).toMatchObject({ question: { id, public: true }, told: 2 });
    expect((await listOpenQuestions(db())).map((q) => q.id)).not.toContain(id);

    // On the lot page, without the asker.
    const shown = await listPublicAnswers(db(), lot.id);
    expect(shown).toEqual([{ id, text: 'Är sladden original?', answer: 'Ja, sladden är original.', answeredAt: expect.any(String) }]);
    expect(JSON.stringify(shown)).not.toContain(asker.id);

    // The asker and the watcher each get a notice and an e-mail; nobody else.
    const [askerNotice] = await noticesOf(asker.id, id);
    expect(askerNotice).toMatchObject({
      title: 'Studion har svarat på din fråga om ”Lampa, Gräshoppan”',
      href: `${lotPath(lot)}#fragor-och-svar`,
    });
    const [watcherNotice] = await noticesOf(watcher.id, id);
    expect(watcherNotice).toMatchObject({ title: 'Ny fråga och svar om ”Lampa, Gräshoppan”', body: 'Ja, sladden är original.' });
    expect(await noticesOf(other.id, id)).toEqual([]);
    const mails = await mailsOf(id);
    expect(mails.map((mail) => [mail.template, mail.userId, mail.props.audience]).sort()).toEqual(
      [
        ['LOT_QUESTION_ANSWERED', asker.id, 'asker'],
        ['LOT_QUESTION_ANSWERED', watcher.id, 'watcher'],
      ].sort(),
    );

    // The audit row names the studio's action and the answer.
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'lot_question'), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({
      action: 'ANSWER_LOT_QUESTION',
      actorId: admin.id,
      after: { answer: 'Ja, sladden är original.', public: true },
    });

    // The page cache hears that the lot page changed.
    const events = await db()
      .select()
      .from(realtimeEvents)
      .where(eq(realtimeEvents.topic, pageTopic(lotPath(lot))));
    expect(events).toHaveLength(1);
  });

  it('a private answer goes only to the asker and stays off the lot page', async () => {
    const lot = await createLot(db(), { title: 'Skål, Ariel' });
    for (const user of [asker, watcher]) await call({ action: 'ADD_TO_WATCHLIST', auctionId: lot.id }, user);
    const id = await asked(asker, lot.id, 'Kan ni skicka fler bilder?');
    const answered = await answer(admin, id, 'Vi har mejlat dig tre bilder.', false);
    expect(answered.body.result).toMatchObject({ question: { id, public: false }, told: 1 });
    expect(await listPublicAnswers(db(), lot.id)).toEqual([]);
    const mails = await mailsOf(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'LOT_QUESTION_ANSWERED', userId: asker.id, props: { audience: 'asker', public: false } });
    expect(await noticesOf(watcher.id, id)).toEqual([]);
    expect(await noticesOf(asker.id, id)).toHaveLength(1);
    const events = await db()
      .select()
      .from(realtimeEvents)
      .where(eq(realtimeEvents.topic, pageTopic(lotPath(lot))));
    expect(events).toEqual([]);
    const [row] = await db().select().from(lotQuestions).where(eq(lotQuestions.id, id));
    expect(row).toMatchObject({ answer: 'Vi har mejlat dig tre bilder.', public: false, answeredBy: admin.id });
  });
});
